import NavigationChecker
import NavigationModel

extension DiagramBuilder {
  /// Every edge that starts in a coordinator: its routes' actions, its tabs or slot, its handlers.
  func edges(of coordinator: Coordinator) -> [(edge: DiagramEdge, action: SourceLocation?)] {
    var edges: [(edge: DiagramEdge, action: SourceLocation?)] = []
    if coordinator.kind == .tabs {
      for tab in coordinator.tabs {
        guard let entry = entryNode(of: tab.name) else { continue }
        edges.append(
          (
            DiagramEdge(
              from: coordinator.name, to: entry,
              attributes: EdgeStyle.attributes(for: .select) + [
                DiagramAttribute("style", "dotted"), DiagramAttribute("class", "tab"),
              ]), nil
          ))
      }
    } else if entryNode(of: coordinator.name) == coordinator.name,
      case .coordinator(let child, let route)? = names.resolveTarget(coordinator.start.name, acting: coordinator.name),
      let entry = entryNode(of: child, route: route)
    {
      edges.append(
        (
          DiagramEdge(
            from: coordinator.name, to: entry,
            attributes: EdgeStyle.attributes(for: .replace) + [DiagramAttribute("class", "start")]), nil
        ))
    }
    var seenRoutes = Set<String>()
    for route in coordinator.routes where seenRoutes.insert(route.name).inserted {
      for action in route.actions {
        edges += self.edges(
          for: action, from: "\(coordinator.name).\(route.name)", acting: coordinator.name, event: nil
        ).map { ($0, action.location) }
      }
    }
    for handler in coordinator.handlers {
      edges += self.edges(for: handler.action, from: coordinator.name, acting: coordinator.name, event: handler.event)
        .map { ($0, handler.action.location) }
    }
    return edges
  }

  /// The edges of one action (an `emit` has one per coordinator that handles its event).
  private func edges(for action: Action, from source: String, acting: String, event: String?) -> [DiagramEdge] {
    var targets: [String] = []
    switch action.kind {
    case .push, .present, .cover, .replace:
      switch names.resolveTarget(action.target ?? "", acting: acting, startRoute: action.startRoute) {
      case .ownRoute(let route)?: targets = ["\(acting).\(route)"]
      case .coordinator(let type, let route)?: targets = entryNode(of: type, route: route).map { [$0] } ?? []
      case .tabBar(_, let tab)?: targets = entryNode(of: tab).map { [$0] } ?? []
      case nil: targets = []
      }
    case .select:
      targets = action.target.flatMap { entryNode(of: $0) }.map { [$0] } ?? []
    case .popTo:
      if let target = action.target {
        if names.routeExists(target, acting: acting) {
          targets = [QualifiedName(target).member == nil ? "\(acting).\(target)" : target]
        } else if let entry = entryNode(of: target) {
          targets = [entry]
        }
      }
    case .pop, .popToRoot, .dismiss, .finish:
      targets = entryNode(of: acting).map { [$0] } ?? []
    case .emit:
      targets = graph.coordinators.filter { coordinator in
        coordinator.handlers.contains { $0.event == action.target }
      }.map(\.name).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
    return targets.map { target in
      var attributes = EdgeStyle.attributes(for: action.kind)
      var label = action.kind == .emit ? (action.target ?? "") : action.kind.rawValue
      if let event { label = "on \(event): \(label)" }
      if let text = action.label { label += "\n“\(text)”" }
      attributes.append(DiagramAttribute("xlabel", label))
      var classes = ["action", action.kind.rawValue]
      var tooltip = "\(action.summary)\n\(action.location)"
      if action.confidence == .inferred {
        attributes.append(DiagramAttribute("style", "dashed"))
        classes.append("inferred")
      }
      if let rules = failingActions[action.location] {
        attributes += [DiagramAttribute("color", "#dc2626"), DiagramAttribute("penwidth", "2.2")]
        classes += rules
        tooltip += "\n" + rules.map { "[\($0)]" }.joined(separator: " ")
      }
      attributes.append(DiagramAttribute("class", classes.joined(separator: " ")))
      attributes.append(DiagramAttribute("tooltip", tooltip))
      if let link = options.link(to: action.location) { attributes.append(DiagramAttribute("URL", link)) }
      return DiagramEdge(from: source, to: target, attributes: attributes)
    }
  }
}
