import NavigationModel

/// A coordinator, route, event handler, tab or deep link written twice: only the first one counts. A deep link counts as
/// written twice when it does the same (`DeepLink.behaviour`): the same url going elsewhere is another way it may go.
public struct DuplicateNameRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "duplicate-name",
    summary:
      "A coordinator, route, event handler, tab or deep link (a url going the same way) is declared twice; only the "
      + "first counts",
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
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {}, cart: {}}}
      deeplinks:
        - {url: "app://cart", target: App.cart, steps: [{push: cart}]}
        - ↓{url: "app://cart", target: App.cart, steps: [{push: cart}]}
      """,
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {}}, handles: {done: pop}}
        Other: {kind: stack, start: home, routes: {home: {}}, handles: {done: dismiss}}
      """,
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {}, cart: {}, login: {}}}
      deeplinks:
        - {url: "app://cart", target: App.cart, steps: [{push: cart}]}
        - {url: "app://cart", target: App.login, steps: [{cover: login}]}
      """,
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    let graph = context.graph
    var found: [Finding] = []
    // Items of one `key` are one item written twice (the key is the name, but for deep links: what they do).
    func check<Item>(
      _ items: [Item], what: String, name: (Item) -> String, key: ((Item) -> String)? = nil,
      location: (Item) -> SourceLocation
    ) {
      var first: [String: SourceLocation] = [:]
      for item in items {
        let itemKey = key?(item) ?? name(item)
        guard let original = first[itemKey] else {
          first[itemKey] = location(item)
          continue
        }
        let alike = key == nil ? "" : ", alike"
        found.append(
          finding(
            subject: name(item), message: "\(what) \"\(name(item))\" is declared twice\(alike); this one is ignored",
            location: location(item), notes: [FindingNote(message: "first declared here", location: original)]))
      }
    }
    check(graph.coordinators, what: "coordinator", name: \.name, location: \.location)
    for coordinator in graph.coordinators {
      check(coordinator.routes, what: "route", name: { "\(coordinator.name).\($0.name)" }, location: \.location)
      check(coordinator.handlers, what: "handler", name: { "\(coordinator.name).\($0.event)" }, location: \.location)
      check(coordinator.tabs, what: "tab", name: \.name, location: \.location)
    }
    check(graph.deepLinks, what: "deep link", name: \.url, key: \.behaviour, location: \.location)
    return found
  }
}
