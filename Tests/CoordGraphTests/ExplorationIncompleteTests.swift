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

  @Test func aLinkOpenedAgainAndAgainIsNamedWhereTheUsersActionCrossesTheBound() throws {
    // The link covers the tab bar with a new boats coordinator each time; between two openings the user presents the
    // repair sheet, and the fourth layer is that sheet's: the cut step is the user's, the cause the link. Before, the
    // message named no link (it did only when the link's own step was cut).
    let findings = try incomplete(
      """
      version: 1
      entry: Dock
      coordinators:
        Dock: {kind: tabs, start: Boats, tabs: [Boats]}
        Boats:
          kind: stack
          start: list
          routes:
            list: {actions: [push: boat]}
            boat: {actions: [present: repair]}
            repair: {actions: [dismiss]}
      deeplinks:
        - url: boat
          target: Boats.boat
          steps: [{cover: Boats, in: Dock}, {push: boat, in: Boats}]
      """)
    #expect(findings.map(\.subject) == ["layers"])
    #expect(findings.first?.trace?.last?.action == "present")
    #expect(
      findings.first?.message.hasSuffix(
        "the trace opens deep link boat again and again: a link can arrive in "
          + "any state, also over the screen it shows, and this one adds a screen or a layer each time") == true)
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
