import NavigationChecker
import NavigationModel
import Testing

/// Actions that fail with the same subject make one finding: the first failure's shortest trace,
/// and the count of every failure; one marked inferred says so in a note.
@Suite struct FailureMergeTests {
  @Test func anEventUnhandledFromTwoScreensIsOneFinding() throws {
    let design = try graph(
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home: {actions: [push: deep, {emit: shared}]}
            deep: {actions: [{emit: shared}]}
      """)
    let found = NavigationCheck.run(design).findings.filter { $0.rule == "unhandled-event" }
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.subject == "shared")
    #expect(finding.message.hasSuffix("(in 2 states)"))
    #expect(finding.trace?.count == 1, "the emit on the start screen is the shortest trace")
    #expect(finding.location == SourceLocation(file: "design.yml", line: 8, column: 36))
  }

  @Test func aFailingInferredActionSaysItRestsOnAHeuristic() throws {
    let design = try graph(
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home: {actions: [push: detail, {popTo: detail, inferred: true}, dismiss]}
            detail: {}
      """)
    let findings = NavigationCheck.run(design).findings
    // The popTo fails on `home` (no detail below it) and is marked inferred: the finding says so, at
    // the action. The dismiss fails too, as written: no such note.
    let popTo = try #require(findings.first { $0.rule == "invalid-pop-target" })
    #expect(popTo.notes.count == 1)
    #expect(popTo.notes.first?.message.hasPrefix("`popTo detail` is marked inferred") == true)
    #expect(popTo.notes.first?.location == popTo.location)
    let dismiss = try #require(findings.first { $0.rule == "nothing-to-dismiss" })
    #expect(dismiss.notes.isEmpty)
  }
}
