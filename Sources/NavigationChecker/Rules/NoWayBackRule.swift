import NavigationModel

/// A reachable state from which no settled state can be reached again: a trap.
public struct NoWayBackRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "no-way-back",
    summary: "A reachable state from which no settled state (a root screen, or a `home` route) can be reached again",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [cover: Tour]}}}
        Tour:
          kind: stack
          start: intro
          routes:
            ↓intro: {actions: [push: more]}
            ↓more: {}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [cover: Tour]}}}
        Tour: {kind: stack, start: intro, routes: {intro: {actions: [push: more, dismiss]}, more: {}}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    let settled = space.states { $0.isSettled }
    let escapes = space.statesReaching(settled)
    // Where the state bound was reached, some of these states may have ways out that it cut.
    let boundCut = !space.isComplete && space.record.cuts[.states] != nil
    var trapped: [Int32: (state: Int, count: Int, cut: Bool)] = [:]
    var trappedStates: [Int32] = []
    for index in 0..<space.stateCount where !escapes[index] {
      let route = space.facts(of: index).visibleRoute
      if space.model.routes[Int(route)].terminal { continue }
      trapped[route, default: (index, 0, false)].count += 1
      if boundCut { trappedStates.append(Int32(index)) }
    }
    // The states stored last are the exploration's edge, where the bound cut steps: looked at first, they tell most
    // traps' cut at once (each look expands a state again).
    var unresolved = trapped.count
    for index in trappedStates.reversed() where unresolved > 0 {
      let route = space.facts(of: Int(index)).visibleRoute
      guard trapped[route]?.cut == false, space.successorsAndCut(of: Int(index)).cut else { continue }
      trapped[route]?.cut = true
      unresolved -= 1
    }
    return trapped.map { route, trap in
      let name = space.model.routeName(route)
      var message = "from \(name) the user can never get back to a root screen of the app (\(inStates(trap.count)))"
      if trap.cut { message += Self.cutNote }
      return finding(
        subject: name, message: message, location: space.model.routes[Int(route)].location,
        trace: space.trace(to: trap.state))
    }
  }

  /// Said of a trap some of whose states have a step that the state bound cut (semantics-details.md §18: the step is
  /// not taken), which might have led back.
  static let cutNote =
    ", as far as the exploration went: the state bound cut steps out of some of these states, which might lead back"
    + " (raise --max-states or bounds.states to be sure)"
}
