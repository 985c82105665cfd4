import NavigationModel

/// `max-steps: {target: R, steps: N}`: R is reachable in at most N user actions.
public struct MaxStepsInvariant: InvariantRule {
  static let kind = InvariantKind.maxSteps

  public static let description = RuleDescription(
    identifier: "max-steps",
    summary: "Invariant `max-steps: {target: R, steps: N}`: R is reachable in at most N actions from launch",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: a, routes: {a: {actions: [push: b]}, b: {actions: [push: c]}, c: {}}}
      invariants:
        - ↓max-steps: {target: App.c, steps: 1}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: a, routes: {a: {actions: [push: b]}, b: {actions: [push: c]}, c: {}}}
      invariants:
        - max-steps: {target: App.c, steps: 2}
      """
    ])

  public init() {}

  func violation(of invariant: Invariant, in space: StateSpace) -> (message: String, trace: [TraceStep])? {
    let limit = Int(invariant.argument("steps") ?? "") ?? 0
    let name = invariant.argument("target") ?? ""
    guard let route = space.route(invariant, "target"), let state = space.firstState(showing: route) else {
      return ("\(name) must be reachable in at most \(limit) steps, but it is not reachable", [])
    }
    let trace = space.trace(to: state)
    guard trace.count > limit else { return nil }
    return ("\(name) takes at least \(trace.count) steps to reach, more than \(limit)", trace)
  }
}
