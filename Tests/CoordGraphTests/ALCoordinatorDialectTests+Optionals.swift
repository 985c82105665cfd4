import SwiftFrontEnd
import Testing

/// Routes read through optionals: `??`, an unwrapped property, a property that starts as `nil`.
extension ALCoordinatorDialectTests {
  @Test func testRoutesHeldByAnOptionalPropertyOrGivenByNilCoalescing() throws {
    let app = try load("testRoutesHeldByAnOptionalPropertyOrGivenByNilCoalescing", entry: "LibraryCoordinator")
    // `private var pending: LibraryRoute? = nil`, set to `.lastBook` by `bookOpened()`: `navigate(toRoute: pending ??
    // .intro)` shows either, and `guard let pending ...; navigate(toRoute: pending)` the book. Before, `nil` as the
    // initial value read as a value the reading could not tell (any case, so none was named), and `??` as no value
    // at all: both calls were left out with a note, and only the shelf was reachable.
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelf @28:1",
        "  shelf @11:8",
        "    push intro @36:11",
        "    push lastBook @36:11",
        "    push lastBook @41:11",
        "  lastBook @12:8",
        "  intro @13:8",
        "  settings @14:8",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testAChildKeptElseMade() throws {
    let app = try load("testAChildKeptElseMade", entry: "HomeCoordinator")
    // `let coordinator = profile ?? ProfileCoordinator(presentationStyle: .fullScreen)`: the child kept from an earlier
    // visit, else a new one, is one coordinator, presented as its construction asks (full screen: a cover). Before,
    // the call was left out with a note.
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @24:1",
        "  home @15:8",
        "    cover ProfileCoordinator @36:12",
        "ProfileCoordinator stack start profile @50:1",
        "  profile @41:8",
        "    finish @45:54",
      ])
    #expect(app.notes.isEmpty)
  }
}
