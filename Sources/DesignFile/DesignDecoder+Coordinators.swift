import NavigationModel
import Yams

extension DesignDecoder {
  static let coordinatorKeys = ["kind", "start", "routes", "tabs", "handles", "at"]
  static let routeKeys = ["actions", "terminal", "backDisabled", "dismissDisabled", "at"]

  func decodeCoordinators(_ node: Node) -> [Coordinator] {
    namedEntries(of: node, expected: "a mapping of coordinator names to coordinators", keyMeaning: "a coordinator name")
      .compactMap { name, key, value in decodeCoordinator(name: name, key: key, value: value) }
  }

  private func decodeCoordinator(name: String, key: Node, value: Node) -> Coordinator? {
    let what = "coordinator \"\(name)\""
    guard let mapping = mapping(value, expected: "\(what) as a mapping with kind and start") else { return nil }
    let fields = fields(of: mapping, node: key, in: what, allowed: Self.coordinatorKeys, required: ["kind", "start"])
    var kind: CoordinatorKind?
    if let node = fields["kind"], let text = text(node, expected: "a coordinator kind (stack, tabs or root)") {
      kind = CoordinatorKind(rawValue: text)
      if kind == nil { report("expected a coordinator kind (stack, tabs or root), found \"\(text)\"", at: node) }
    }
    let start = fields["start"].flatMap { node in
      qualifiedName(node, expected: "the start of \(what)").map { NameReference($0, at: location(of: node)) }
    }
    var tabs: [NameReference] = []
    if let node = fields["tabs"] {
      if kind != nil, kind != .tabs {
        report("`tabs` is only for coordinators of kind tabs; \(what) is of kind \(kind!.rawValue)", at: node)
      } else if let items = sequence(node, expected: "a list of tab coordinators for \(what)") {
        tabs = items.compactMap { item in
          self.name(item, expected: "a tab coordinator's name").map { NameReference($0, at: location(of: item)) }
        }
      }
    } else if kind == .tabs {
      report("\(what) is of kind tabs and is missing the required key \"tabs\"", at: key)
    }
    let routes = fields["routes"].map { decodeRoutes($0, of: name) } ?? []
    let handlers = fields["handles"].map { decodeHandlers($0, of: name) } ?? []
    let place = elementLocation(key, at: fields["at"])
    guard let kind, let start else { return nil }
    return Coordinator(
      name: name, kind: kind, start: start, routes: routes, tabs: tabs, handlers: handlers, location: place)
  }

  private func decodeRoutes(_ node: Node, of coordinator: String) -> [Route] {
    namedEntries(of: node, expected: "a mapping of route names to routes", keyMeaning: "a route name")
      .compactMap { name, key, value in
        let what = "route \"\(coordinator).\(name)\""
        if value.isNull { return Route(name: name, location: location(of: key)) }
        guard let mapping = mapping(value, expected: "\(what) as a mapping (actions, terminal, ...)") else {
          return nil
        }
        let fields = fields(of: mapping, node: key, in: what, allowed: Self.routeKeys)
        let actions: [Action] =
          fields["actions"].flatMap { node in
            sequence(node, expected: "a list of actions").map { $0.compactMap(decodeAction) }
          } ?? []
        func flag(_ key: String) -> Bool {
          fields[key].flatMap { bool($0, expected: "`\(key)`") } ?? false
        }
        return Route(
          name: name, actions: actions, terminal: flag("terminal"), backDisabled: flag("backDisabled"),
          dismissDisabled: flag("dismissDisabled"), location: elementLocation(key, at: fields["at"]))
      }
  }

  private func decodeHandlers(_ node: Node, of coordinator: String) -> [EventHandler] {
    namedEntries(of: node, expected: "a mapping of event names to actions", keyMeaning: "an event name")
      .compactMap { event, key, value in
        decodeAction(value).map { EventHandler(event: event, action: $0, location: location(of: key)) }
      }
  }
}
