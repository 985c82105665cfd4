import SwiftFrontEnd
import Testing

/// Closures given to an app method that hands them on (to a route case, a type's initialiser, a stored closure).
extension ALCoordinatorDialectTests {
  @Test func testClosuresHandedToRouteCasesByMethods() throws {
    let app = try load("testClosuresHandedToRouteCasesByMethods", entry: "StudioCoordinator")
    // The canvas's model gives the coordinator a trailing closure (`coordinator.pickColor { picked in ... }`), and
    // `pickColor(then done:)` navigates to `.colors(onPick: done)`, whose screen calls `onPick`: the closure's
    // dismiss and push fire from the colors sheet. Before, they fired from the canvas, where the closure was written
    // (a false `nothing-to-dismiss` error).
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start canvas @25:1",
        "  canvas @5:8",
        "    present colors @28:11",
        "  colors @6:8",
        "    push preview @30:36",
        "    dismiss @32:30",
        "  preview @7:8",
        "    push export @31:31",
        "  export @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresHandedOnThroughProtocolsAndHelpers() throws {
    let app = try load("testClosuresHandedOnThroughProtocolsAndHelpers", entry: "TripCoordinator")
    // Closures given to the coordinator through its protocol (`routing?.chooseDate(onChosen: { ... })`), handed to a
    // private helper called without `self.` (`presentDates(onChosen)`) that navigates to `.dates(onChosen:
    // handler)`; and a trailing closure built into a value the route case carries (`.seats(PickedSeat(onSeat:
    // done))`, whose screen calls `picked.onSeat(12)`): each fires only where its screen calls it. Before, the
    // dismisses and the summary fired from the trips, where the closures were written.
    #expect(
      describe(app.graph) == [
        "TripCoordinator stack start trips @36:1",
        "  trips @5:8",
        "    present dates @40:12",
        "    present seats @43:12",
        "  dates @6:8",
        "    push summary @45:31",
        "    dismiss @46:25",
        "  seats @7:8",
        "    dismiss @46:25",
        "  summary @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
