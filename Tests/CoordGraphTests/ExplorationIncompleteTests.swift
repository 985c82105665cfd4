import NavigationChecker
import NavigationModel
import Testing

/// `exploration-incomplete` says why when a deep link opened again and again reaches the bound.
@Suite struct ExplorationIncompleteTests {
  @Test func aLinkOpenedAgainAndAgainIsNamed() throws {
    let findings = try incomplete(
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: list
          routes:
            list: {actions: [push: detail]}
            detail: {actions: [pop]}
      deeplinks:
        - {url: detail, target: App.detail, steps: [{push: detail}]}
      """)
    #expect(findings.map(\.subject) == ["stack"])
    // Found at the link, whose step was cut (before, at the entry coordinator).
    #expect(findings.first?.location?.line == 11)
    #expect(
      findings.first?.message
        == "exploration reached the stack bound (8 entries; --max-depth or bounds.stack): the results cover only "
        + "the states explored; the trace opens deep link detail again and again: a link can arrive in any state, "
        + "also over the screen it shows, and this one adds a screen or a layer each time")
  }

  @Test func aBoundReachedByTheUsersActionsIsNotBlamedOnALink() throws {
    // The user pushes `detail` over `detail` without end; the link, opened once at the start of the trace, is
    // not why.
    let findings = try incomplete(
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: list
          routes:
            list: {actions: [push: detail]}
            detail: {actions: [push: detail]}
      deeplinks:
        - {url: detail, target: App.detail, when: launch, steps: [{push: detail}]}
      """)
    #expect(findings.map(\.subject) == ["stack"])
    #expect(findings.first?.message.contains("deep link") == false)
  }

  /// The `exploration-incomplete` findings of a design's check.
  private func incomplete(_ design: String) throws -> [Finding] {
    NavigationCheck.run(try graph(design)).findings.filter { $0.rule == "exploration-incomplete" }
  }
}
