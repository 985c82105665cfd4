import NavigationModel

/// A cycle of push, present or cover actions that grows the stack or the layers without limit.
public struct UnboundedGrowthRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "unbounded-growth",
    summary: "A cycle of push/present/cover actions grows the stack or the layers without limit",
    severity: .warning,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: list
          routes:
            list: {actions: [push: detail]}
            ↓detail: {actions: [{push: related}]}
            related: {actions: [{push: detail}]}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: list, routes: {list: {actions: [push: detail]}, detail: {actions: [popTo: list]}}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    let graph = GrowthGraph(model: space.model)
    return graph.cyclicComponents().compactMap { component in
      let shown = component.compactMap { node in space.firstState(showingNode: node).map { (node, $0) } }
      guard let (node, state) = shown.min(by: { $0.1 < $1.1 }) else { return nil }
      let route = Int32(node / 2)
      let name = space.model.routeName(route)
      let cycle = graph.cycle(through: node, within: Set(component)).map { space.model.routeName(Int32($0 / 2)) }
      return finding(
        subject: name,
        message: "\(cycle.joined(separator: " -> ")) can repeat without end, growing the stack or the presented layers",
        location: space.model.routes[Int(route)].location, trace: space.trace(to: state))
    }
  }
}
