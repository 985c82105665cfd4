import NavigationChecker
import NavigationModel
import Testing

/// `no-way-back` where the state bound was reached: a trap whose states had steps cut by the bound says so.
@Suite struct NoWayBackUnderTheStateBoundTests {
  /// Two links that push over each tab without end: the space outgrows the state bound, and the states at its edge,
  /// whose steps out were cut, look like traps although back and swipe down lead home.
  private let linksWithoutEnd = """
    version: 1
    entry: Tabs
    bounds: {states: 20000}
    coordinators:
      Tabs: {kind: tabs, start: A, tabs: [A, B]}
      A:
        kind: stack
        start: a1
        routes:
          a1: {actions: [push: a2]}
          a2: {actions: [present: s]}
          s: {}
      B:
        kind: stack
        start: b1
        routes:
          b1: {actions: [push: b2]}
          b2: {}
    deeplinks:
      - {url: one, target: A.a2, steps: [{select: A, in: Tabs}, {push: a2, in: A}]}
      - {url: two, target: B.b2, steps: [{select: B, in: Tabs}, {push: b2, in: B}]}
    """

  @Test func aTrapWhoseStepsTheBoundCutSaysSo() throws {
    let findings = NavigationCheck.run(try graph(linksWithoutEnd)).findings
    #expect(findings.contains { $0.rule == "exploration-incomplete" && $0.subject == "states" })
    let traps = findings.filter { $0.rule == "no-way-back" }
    #expect(traps.map(\.subject) == ["B.b2"])
    #expect(
      traps.first?.message.hasSuffix(
        "as far as the exploration went: the state bound cut steps out of some of these states, which might lead "
          + "back (raise --max-states or bounds.states to be sure)") == true)
    // With the stack and layer bounds lower, the whole space fits under the state bound: no trap at all.
    let smaller = linksWithoutEnd.replacingOccurrences(
      of: "bounds: {states: 20000}", with: "bounds: {stack: 4, layers: 3, states: 20000}")
    let complete = NavigationCheck.run(try graph(smaller)).findings
    #expect(!complete.contains { $0.subject == "states" })
    #expect(!complete.contains { $0.rule == "no-way-back" })
  }

  @Test func aTrapTheBoundDidNotTouchIsReportedPlainly() throws {
    // The cover has no way out whatever the bound: its message has no word of the bound.
    let trapped = """
      version: 1
      entry: Tabs
      bounds: {states: 40}
      coordinators:
        Tabs: {kind: tabs, start: A, tabs: [A, B]}
        A:
          kind: stack
          start: a1
          routes:
            a1: {actions: [push: a2, cover: Trap]}
            a2: {actions: [push: a2]}
        B:
          kind: stack
          start: b1
          routes:
            b1: {actions: [push: b2]}
            b2: {actions: [push: b2]}
        Trap: {kind: stack, start: t, routes: {t: {}}}
      """
    let findings = NavigationCheck.run(try graph(trapped)).findings
    #expect(findings.contains { $0.rule == "exploration-incomplete" && $0.subject == "states" })
    let traps = findings.filter { $0.rule == "no-way-back" }
    #expect(traps.map(\.subject) == ["Trap.t"])
    #expect(
      traps.first?.message.hasPrefix("from Trap.t the user can never get back to a root screen of the app (in ") == true
    )
    #expect(traps.first?.message.hasSuffix("states)") == true)
  }
}
