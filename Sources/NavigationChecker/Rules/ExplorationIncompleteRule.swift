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
      let trace = space.trace(to: cut.state, then: cut.label)
      return finding(
        subject: bound.rawValue,
        message: "exploration reached \(limit): the results cover only the states explored" + Self.repeatedLink(trace),
        // The cut step's place: its action's, or the deep link's (a back, swipe or tab tap has none).
        location: trace.last?.location ?? model.fallbackLocation,
        trace: trace)
    }
  }

  /// Why, when the bound is reached through a deep link opened again and again (the trace opens it more than once,
  /// whether its own step or a later one is cut): a link arrives in any state where it can (semantics-details.md §19),
  /// also over the screen it shows, and one that pushes or presents grows the stack or the layers each time, as the
  /// app would. The link named is the last one the trace opens more than once.
  static func repeatedLink(_ trace: [TraceStep]) -> String {
    var opened: [String: Int] = [:]
    for step in trace where step.action == "deeplink" { opened[step.from, default: 0] += 1 }
    guard let link = trace.last(where: { $0.action == "deeplink" && opened[$0.from, default: 0] > 1 })?.from else {
      return ""
    }
    return "; the trace opens deep link \(link) again and again: a link can arrive in any state, also over "
      + "the screen it shows, and this one adds a screen or a layer each time"
  }
}
