import NavigationModel

/// `only-after: {target: R, requires: Q}`: every path to R passes through Q first.
public struct OnlyAfterInvariant: InvariantRule {
  static let kind = InvariantKind.onlyAfter

  public static let description = RuleDescription(
    identifier: "only-after",
    summary: "Invariant `only-after: {target: R, requires: Q}`: every path to R shows Q first",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: verify, push: billing]}, verify: {actions: [push: billing]}, billing: {}}}
      invariants:
        - ↓only-after: {target: App.billing, requires: App.verify}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: verify]}, verify: {actions: [push: billing]}, billing: {}}}
      invariants:
        - only-after: {target: App.billing, requires: App.verify}
      """
    ])

  public init() {}

  func violation(of invariant: Invariant, in space: StateSpace) -> (message: String, trace: [TraceStep])? {
    guard let target = space.route(invariant, "target") else { return nil }
    let requires = space.route(invariant, "requires") ?? -1
    guard let path = space.shortestPath(to: { $0.visibleRoute == target }, avoiding: { $0.visibleRoute == requires })
    else { return nil }
    let message =
      "\(invariant.argument("target") ?? "") can be reached without \(invariant.argument("requires") ?? "") being shown first"
    return (message, space.trace(along: path))
  }
}
