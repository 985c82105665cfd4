import NavigationModel

/// `never-above: {top: R, below: Q}`: R is never shown in a layer above one that holds Q.
public struct NeverAboveInvariant: InvariantRule {
  static let kind = InvariantKind.neverAbove

  public static let description = RuleDescription(
    identifier: "never-above",
    summary: "Invariant `never-above: {top: R, below: Q}`: R is never shown above a layer that holds Q",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [present: editor]}, editor: {actions: [cover: paywall]}, paywall: {actions: [dismiss]}}}
      invariants:
        - ↓never-above: {top: App.paywall, below: App.editor}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [present: editor, cover: paywall]}, editor: {}, paywall: {actions: [dismiss]}}}
      invariants:
        - never-above: {top: App.paywall, below: App.editor}
      """
    ])

  public init() {}

  func violation(of invariant: Invariant, in space: StateSpace) -> (message: String, trace: [TraceStep])? {
    guard let top = space.route(invariant, "top"), let below = space.route(invariant, "below") else { return nil }
    for index in 0..<space.stateCount {
      let facts = space.facts(of: index)
      guard facts.visibleRoute == top, facts.layerCount > 1, space.lowerLayerHolds(below, in: index) else { continue }
      let message =
        "\(invariant.argument("top") ?? "") is shown above a layer that holds \(invariant.argument("below") ?? "")"
      return (message, space.trace(to: index))
    }
    return nil
  }
}
