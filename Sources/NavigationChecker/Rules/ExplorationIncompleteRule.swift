import NavigationModel

/// A bound was reached: the results cover only the states explored.
public struct ExplorationIncompleteRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "exploration-incomplete",
    summary: "A bound (stack depth, layers, states) was reached; the results cover only the states explored",
    severity: .warning,
    triggeringExamples: [
      """
      version: 1
      entry: App
      bounds: {stack: 3}
      coordinators:
        App:
          kind: stack
          start: item
          routes:
            item: {actions: [↓{push: item}]}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      bounds: {stack: 3}
      coordinators:
        App: {kind: stack, start: a, routes: {a: {actions: [push: b]}, b: {actions: [push: c]}, c: {}}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    return space.record.cuts.map { bound, cut in
      let model = space.model
      let limit: String
      switch bound {
      case .stack: limit = "the stack bound (\(model.stackBound) entries; --max-depth or bounds.stack)"
      case .layers: limit = "the layer bound (\(model.layerBound) layers; --max-layers or bounds.layers)"
      case .states where space.storeIsFull:
        limit =
          "the state store's limit (4 GiB of packed states, \(space.stateCount) states); "
          + "lower --max-depth, --max-layers or --max-states"
      case .states: limit = "the state bound (\(model.stateBound) states; --max-states or bounds.states)"
      }
      return finding(
        subject: bound.rawValue,
        message: "exploration reached \(limit): the results cover only the states explored",
        location: space.location(ofLabel: cut.label) ?? model.fallbackLocation,
        trace: space.trace(to: cut.state, then: cut.label))
    }
  }
}
