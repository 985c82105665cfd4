import NavigationModel

/// `unreachable: R`: R must never be visible (a debug menu in a release build).
public struct UnreachableInvariant: InvariantRule {
  static let kind = InvariantKind.unreachable

  public static let description = RuleDescription(
    identifier: "unreachable",
    summary: "Invariant `unreachable: R`: R must never be shown",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: debug]}, debug: {}}}
      invariants:
        - ↓unreachable: App.debug
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {terminal: true}, debug: {}}}
      invariants:
        - unreachable: App.debug
      """
    ])

  public init() {}

  func violation(of invariant: Invariant, in space: StateSpace) -> (message: String, trace: [TraceStep])? {
    guard let route = space.route(invariant, "route"), let state = space.firstState(showing: route) else { return nil }
    let trace = space.trace(to: state)
    return ("\(invariant.argument("route") ?? "") must never be shown, but \(trace.count) steps show it", trace)
  }
}
