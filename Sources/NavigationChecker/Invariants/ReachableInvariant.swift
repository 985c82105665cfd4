import NavigationModel

/// `reachable: R`: R must be the visible screen of some reachable state.
public struct ReachableInvariant: InvariantRule {
  static let kind = InvariantKind.reachable

  public static let description = RuleDescription(
    identifier: "reachable",
    summary: "Invariant `reachable: R`: R must be shown in some reachable state",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {terminal: true}, settings: {}}}
      invariants:
        - ↓reachable: App.settings
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: settings]}, settings: {}}}
      invariants:
        - reachable: App.settings
      """
    ])

  public init() {}

  func violation(of invariant: Invariant, in space: StateSpace) -> (message: String, trace: [TraceStep])? {
    let name = invariant.argument("route") ?? ""
    if let route = space.route(invariant, "route"), space.firstState(showing: route) != nil { return nil }
    return ("\(name) must be reachable, but no reachable state shows it", [])
  }
}
