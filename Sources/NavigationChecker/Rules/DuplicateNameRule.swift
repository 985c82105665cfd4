import NavigationModel

/// A coordinator, route, event handler, tab or deep link written twice: only the first one counts.
public struct DuplicateNameRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "duplicate-name",
    summary: "A coordinator, route, event handler, tab or deep link is declared twice; only the first counts",
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
            home: {}
            ↓home: {terminal: true}
      """,
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: a, routes: {a: {}}}
        ↓App: {kind: root, start: a, routes: {a: {}}}
      """,
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {}}, handles: {done: pop}}
        Other: {kind: stack, start: home, routes: {home: {}}, handles: {done: dismiss}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    let graph = context.graph
    var found: [Finding] = []
    func check<Item>(_ items: [Item], what: String, name: (Item) -> String, location: (Item) -> SourceLocation) {
      var first: [String: SourceLocation] = [:]
      for item in items {
        let itemName = name(item)
        guard let original = first[itemName] else {
          first[itemName] = location(item)
          continue
        }
        found.append(
          finding(
            subject: itemName, message: "\(what) \"\(itemName)\" is declared twice; this one is ignored",
            location: location(item), notes: [FindingNote(message: "first declared here", location: original)]))
      }
    }
    check(graph.coordinators, what: "coordinator", name: \.name, location: \.location)
    for coordinator in graph.coordinators {
      check(coordinator.routes, what: "route", name: { "\(coordinator.name).\($0.name)" }, location: \.location)
      check(coordinator.handlers, what: "handler", name: { "\(coordinator.name).\($0.event)" }, location: \.location)
      check(coordinator.tabs, what: "tab", name: \.name, location: \.location)
    }
    check(graph.deepLinks, what: "deep link", name: \.url, location: \.location)
    return found
  }
}
