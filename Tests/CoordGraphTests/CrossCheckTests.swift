import DesignFile
import NavigationModel
import Testing

@testable import NavigationChecker

/// The model checker against a deliberately naive explorer, over 500 generated designs: the same
/// reachable visible routes, the same (rule, subject) findings, the same number of states.
@Suite struct CrossCheckTests {
  @Test(arguments: 0..<500)
  func checkerAgreesWithTheNaiveExplorer(_ seed: Int) throws {
    var generator = DesignGenerator(seed: UInt64(seed))
    let written = DesignWriter.write(generator.design(), format: .yaml)
    try compare(written, label: "seed \(seed)")
  }

  /// A tab bar started at another tab than its own (`start:` names a tab), by every kind of action.
  @Test func tabBarsStartedAtAnotherTab() throws {
    let written = """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home:
              actions:
                - {present: Tabs, start: Second}
                - {cover: Tabs, start: Second}
                - {push: Tabs, start: Second}
                - {replace: Tabs, start: Second}
        Tabs:
          kind: tabs
          tabs: [First, Second]
          start: First
        First:
          kind: stack
          start: one
          routes:
            one: {}
        Second:
          kind: stack
          start: two
          routes:
            two:
              actions: [dismiss]
      """
    try compare(written, label: "tab starts")
    let result = NavigationCheck.run(try graph(written, path: "tabs.yml"))
    #expect(!result.findings.contains { $0.rule == "dangling-reference" })
    guard case .success(let space) = StateSpace.explore(try graph(written, path: "tabs.yml"), bounds: Bounds())
    else { return }
    #expect(space.shortestJourney(to: "Second.two")?.count == 1)
  }

  /// Tab selections that the checker counts without a lookup (a selection the parent made too, the
  /// tab already selected, two steps selecting the same tab), under every state bound that cuts
  /// the exploration short: a skipped selection must never count a state the bound left out.
  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377])
  func tabSelectionsUnderAStateBound(_ states: Int) throws {
    let tab = { (name: String) in
      """
        \(name):
          kind: stack
          start: a
          routes:
            a: {actions: [{push: b}, {emit: next}]}
            b: {actions: [{push: a}, {emit: next}]}
      """
    }
    let written = """
      version: 1
      entry: Main
      bounds: {stack: 3, states: \(states)}
      coordinators:
        Main:
          kind: tabs
          tabs: [One, Two, Three]
          start: One
          handles:
            next: {select: Two}
      \(["One", "Two", "Three"].map(tab).joined(separator: "\n"))
      """
    try compare(written, label: "three tabs, at most \(states) states")
  }

  private func compare(_ written: String, label: String) throws {
    let design = try graph(written, path: "generated.yml")
    let result = NavigationCheck.run(design)
    guard var naive = NaiveExplorer(graph: design) else {
      #expect(!result.errors.isEmpty, "the naive explorer cannot explore \(label), the checker could")
      return
    }
    #expect(result.errors.isEmpty, "the checker cannot explore \(label): \(result.errors)")
    guard case .success(let space) = StateSpace.explore(design, bounds: design.bounds) else { return }
    naive.explore()
    let routes = Set(space.routes.filter { space.firstState(showing: $0.id) != nil }.map(\.name))
    #expect(routes == naive.visibleRoutes, "\(label): visible routes differ\n\(written)")
    #expect(space.stateCount == naive.states.count, "\(label): state counts differ\n\(written)")
    // Transitions too: the checker counts some without looking them up (back to the state that
    // first reached a state, a tab selection that the parent state made too).
    let naiveTransitions = naive.edges.reduce(0) { $0 + $1.count }
    #expect(space.transitionCount == naiveTransitions, "\(label): transition counts differ\n\(written)")
    let found = Set(result.findings.map { "\($0.rule) \($0.subject)" })
    let expected = naive.allFindings()
    #expect(
      found == expected,
      "\(label): only the checker: \(found.subtracting(expected).sorted()); only the naive explorer: \(expected.subtracting(found).sorted())\n\(written)"
    )
  }
}
