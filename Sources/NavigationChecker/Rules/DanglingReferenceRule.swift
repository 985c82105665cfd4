import NavigationModel

/// Names that refer to nothing: action targets, tabs, starts, the entry, home routes, deep links, invariants.
public struct DanglingReferenceRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "dangling-reference",
    summary:
      "An action, tab, start, entry, home route, deep link or invariant names a route or coordinator that does not exist",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home:
              actions:
                - ↓push: ghost
      """,
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: A, tabs: [A, ↓Missing]}
        A: {kind: stack, start: a, routes: {a: {}}}
      """,
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: a, routes: {a: {}}}
      deeplinks:
        - {url: "app://x", target: ↓App.nowhere}
      """,
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home: {actions: [{push: detail}, {present: Other}, {push: Other.b}]}
            detail: {}
        Other: {kind: stack, start: b, routes: {b: {actions: [dismiss]}}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    let graph = context.graph
    let names = context.names
    var found: [Finding] = []
    func report(_ name: String, at location: SourceLocation, _ what: String) {
      found.append(
        finding(subject: name, message: "\(what) \"\(name)\", which does not exist", location: location))
    }
    if names.coordinator(graph.entry.name) == nil {
      report(graph.entry.name, at: graph.entry.location, "the entry names coordinator")
    }
    for home in graph.home where !names.routeExists(home.name) {
      report(home.name, at: home.location, "`home` names route")
    }
    for coordinator in graph.coordinators {
      checkStart(of: coordinator, names: names, report: report)
      for tab in coordinator.tabs where names.coordinator(tab.name) == nil {
        report(tab.name, at: tab.location, "tab of \(coordinator.name) names coordinator")
      }
      let actions = coordinator.routes.flatMap(\.actions) + coordinator.handlers.map(\.action)
      for action in actions {
        if let name = names.danglingName(in: action, acting: coordinator.name) {
          report(name, at: action.location, "`\(action.kind.rawValue)` in \(coordinator.name) names")
        }
      }
    }
    for link in graph.deepLinks {
      // A target names a route, or a coordinator whose screens the link lands on (coordgraph's addition).
      if !names.routeExists(link.target.name), names.coordinator(link.target.name) == nil {
        report(link.target.name, at: link.target.location, "deep link \(link.url) targets route or coordinator")
      }
      if let needed = link.onlyWith, names.coordinator(needed.name) == nil {
        report(needed.name, at: needed.location, "deep link \(link.url) is opened only with coordinator")
      }
      for step in link.steps ?? [] {
        let acting = step.coordinator?.name ?? graph.entry.name
        if let coordinator = step.coordinator, names.coordinator(coordinator.name) == nil {
          report(coordinator.name, at: coordinator.location, "a step of deep link \(link.url) runs `in` coordinator")
        } else if let name = names.danglingName(in: step.action, acting: acting) {
          report(name, at: step.action.location, "a step of deep link \(link.url) names")
        }
      }
    }
    for invariant in graph.invariants {
      for route in invariant.routeReferences where !names.routeExists(route.name) {
        report(route.name, at: route.location, "invariant \(invariant.subject) names route")
      }
    }
    return found
  }

  private func checkStart(
    of coordinator: Coordinator, names: NameIndex, report: (String, SourceLocation, String) -> Void
  ) {
    let start = coordinator.start
    let what = "the start of \(coordinator.name) names"
    switch coordinator.kind {
    case .tabs:
      if !coordinator.tabs.contains(where: { $0.name == start.name }) {
        report(start.name, start.location, "the start of \(coordinator.name) names a tab")
      }
    case .stack, .root:
      if names.resolveTarget(start.name, acting: coordinator.name) == nil {
        report(start.name, start.location, what)
      }
    }
  }
}
