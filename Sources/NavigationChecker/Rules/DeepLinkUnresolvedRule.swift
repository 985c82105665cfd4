import NavigationModel

/// A deep link whose target is never reachable, or whose steps fail where it can arrive, or one opened only with a
/// coordinator (`onlyWith`) that no state where it can arrive runs.
public struct DeepLinkUnresolvedRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "deep-link-unresolved",
    summary:
      "A deep link's target is never reachable, or its steps fail (or end elsewhere) in a state where it can arrive",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {terminal: true}, hidden: {}}}
      deeplinks:
        - ↓{url: "app://hidden", target: App.hidden}
      """,
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: item]}, item: {}}}
      deeplinks:
        - ↓{url: "app://item", target: App.item, steps: [{popTo: item}]}
      """,
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: root, start: login, routes: {login: {actions: [replace: Main]}}}
        Main: {kind: stack, start: feed, routes: {feed: {terminal: true}, post: {}}}
        Help: {kind: stack, start: faq, routes: {faq: {}}}
      deeplinks:
        - ↓{url: "app://post", target: Main.post, onlyWith: Help, steps: [{push: post, in: Main}]}
      """,
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: item]}, item: {}}}
      deeplinks:
        - {url: "app://item", target: App.item, steps: [{popToRoot: null}, {push: item}]}
        - {url: "app://home", target: App.home}
      """,
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: root, start: login, routes: {login: {actions: [replace: Main]}}}
        Main: {kind: stack, start: feed, routes: {feed: {terminal: true}, post: {}}}
      deeplinks:
        - {url: "app://post", target: Main.post, onlyWith: Main, steps: [{push: post, in: Main}]}
      """,
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: Home, tabs: [Home, Orders]}
        Home: {kind: stack, start: feed, routes: {feed: {}}}
        Orders: {kind: stack, start: list, routes: {list: {actions: [push: order]}, order: {}}}
      deeplinks:
        - {url: "app://orders", target: Orders, steps: [{select: Orders, in: Tabs}]}
      """,
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    var found: [Finding] = []
    for (index, link) in space.model.deepLinks.enumerated() {
      if link.steps == nil {
        guard let target = space.model.targetName(of: link), !Self.isShown(link, in: space) else { continue }
        found.append(
          finding(
            subject: link.url,
            message: "deep link \(link.url) leads to \(target), which no reachable state shows",
            location: link.location))
      } else if let failure = space.record.deepLinkFailures[index] {
        let target = space.model.targetName(of: link) ?? "its target"
        let steps = context.graph.deepLinks[link.written].steps ?? []
        found.append(
          finding(
            subject: link.url,
            message: "deep link \(link.url) cannot run its steps to \(target) in a state where it can arrive"
              + Self.how(failure, to: target, steps: steps, model: space.model),
            location: link.location,
            trace: space.trace(to: failure.state, then: space.model.firstDeepLinkLabel + UInt32(index))))
      } else if link.onlyWith != -1, !space.record.openedDeepLinks[index] {
        let needed = context.graph.deepLinks[link.written].onlyWith?.name ?? "the coordinator it needs"
        found.append(
          finding(
            subject: link.url,
            message:
              "deep link \(link.url) never opens: no state where it can arrive runs a \(needed), which it is opened "
              + "only with (`onlyWith`)",
            location: link.location))
      }
    }
    return found
  }

  /// Whether some reachable state shows a link's target: its route, or the coordinator it names, started (a tab bar or a
  /// root shows its screens through its children: asking for a route of its own would never find one).
  private static func isShown(_ link: CompiledDeepLink, in space: StateSpace) -> Bool {
    if link.target >= 0 { return space.firstState(showing: link.target) != nil }
    return space.wasStarted(space.model.types[Int(link.targetType)].name)
  }

  /// How the steps fail in that state: `: step 2 (push film) cannot run there`, `: there they end on Tabs.search`,
  /// `: there it ends on Feed.share, presented over Parcels.list and left up` (where the target is shown under it).
  private static func how(_ failure: DeepLinkFailure, to target: String, steps: [DeepLinkStep], model: CompiledModel)
    -> String
  {
    if let position = failure.failedStep, position < steps.count {
      let named = steps.count == 1 ? "its step" : "step \(position + 1)"
      return ": \(named) (\(steps[position].action.summary)) cannot run there"
    }
    guard let end = failure.endRoute else { return "" }
    let ends = ": there \(steps.count == 1 ? "it ends" : "they end") on \(model.routeName(end))"
    switch failure.layersOverTarget {
    case 0: return ends
    case 1: return ends + ", presented over \(target) and left up"
    case let count: return ends + ", with \(count) layers presented over \(target) left up"
    }
  }
}
