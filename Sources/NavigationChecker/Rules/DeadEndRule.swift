import NavigationModel

/// A reachable screen with no enabled action at all.
public struct DeadEndRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "dead-end",
    summary:
      "A reachable state's visible screen has no enabled action (no action, back, swipe-down or tab) and is not terminal",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [cover: Wall]}}}
        Wall:
          kind: stack
          start: offer
          routes:
            ↓offer: {}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [cover: Wall, push: detail]}, detail: {}}}
        Wall: {kind: stack, start: offer, routes: {offer: {terminal: true}}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    return space.record.deadEnds.map { route, deadEnd in
      let name = space.model.routeName(route)
      return finding(
        subject: name,
        message:
          "\(name) is a dead end: no action, no back, no swipe-down and no other tab (\(inStates(deadEnd.count)))",
        location: space.model.routes[Int(route)].location, trace: space.trace(to: deadEnd.state))
    }
  }
}
