import NavigationModel

/// `always-returns: R`: from every reachable state, R can be reached again.
public struct AlwaysReturnsInvariant: InvariantRule {
  static let kind = InvariantKind.alwaysReturns

  public static let description = RuleDescription(
    identifier: "always-returns",
    summary: "Invariant `always-returns: R`: from every reachable state, R can be reached again",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [cover: end]}, end: {terminal: true}}}
      invariants:
        - ↓always-returns: App.home
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [cover: end]}, end: {actions: [dismiss]}}}
      invariants:
        - always-returns: App.home
      """
    ])

  public init() {}

  func violation(of invariant: Invariant, in space: StateSpace) -> (message: String, trace: [TraceStep])? {
    let name = invariant.argument("route") ?? ""
    let route = space.route(invariant, "route") ?? -1
    let returns = space.statesReaching(space.states { $0.visibleRoute == route })
    guard let stuck = (0..<space.stateCount).first(where: { !returns[$0] }) else { return nil }
    let from = space.model.routeName(space.facts(of: stuck).visibleRoute)
    return ("from \(from), \(name) can never be reached again", space.trace(to: stuck))
  }
}
