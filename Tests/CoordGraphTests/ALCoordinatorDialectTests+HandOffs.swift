import SwiftFrontEnd
import Testing

/// Closures given to an app method that hands them on (to a route case, a type's initialiser, a stored closure).
extension ALCoordinatorDialectTests {
  @Test func testClosuresHandedToRouteCasesByMethods() throws {
    let app = try load("testClosuresHandedToRouteCasesByMethods", entry: "StudioCoordinator")
    // The canvas's model gives the coordinator a trailing closure (`coordinator.pickColor { picked in ... }`), and
    // `pickColor(then done:)` navigates to `.colors(onPick: done)`, whose screen calls `onPick`: the closure's
    // dismiss fires from the colors sheet, and the push after it (`await coordinator.close()`, which dismisses, then
    // `showPreview()`) from the canvas the sheet was presented over. Before, both fired from the canvas, where the
    // closure was written (a false `nothing-to-dismiss` error); then the push fired from the sheet it follows the
    // dismiss of.
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start canvas @25:1",
        "  canvas @5:8",
        "    present colors @28:11",
        "    push preview @30:36",
        "  colors @6:8",
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
    // done))`, whose screen calls `picked.onSeat(12)`): each fires only where its screen calls it, and the summary,
    // shown after `routing?.close()` dismisses the dates, where the dates were presented from. Before, the dismisses
    // and the summary fired from the trips, where the closures were written; then the summary from the dates.
    #expect(
      describe(app.graph) == [
        "TripCoordinator stack start trips @36:1",
        "  trips @5:8",
        "    present dates @40:12",
        "    present seats @43:12",
        "    push summary @45:31",
        "  dates @6:8",
        "    dismiss @46:25",
        "  seats @7:8",
        "    dismiss @46:25",
        "  summary @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMultipleTrailingClosuresHandedOn() throws {
    let app = try load("testMultipleTrailingClosuresHandedOn", entry: "StudioCoordinator")
    // `coordinator.pickColor { ... } orHelp: { ... }` for `func pickColor(then done:, orHelp help:)`, which hands
    // `done` to `.colors(onPick: done)` and keeps `help` in its own `onHelp`: the first trailing closure binds to the
    // first closure parameter (its preview fires from the colors screen), the labelled one to its own (the export
    // from the preview, where `onHelp` is called). Before, an unlabelled closure was taken for the last closure
    // parameter: the preview fired from the preview.
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start canvas @20:1",
        "  canvas @5:8",
        "    push colors @25:11",
        "  colors @6:8",
        "    push preview @27:36",
        "  preview @7:8",
        "    push export @28:31",
        "  export @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testTrailingClosuresSkipADefaultedClosureParameter() throws {
    let app = try load("testTrailingClosuresSkipADefaultedClosureParameter", entry: "StudioCoordinator")
    // `coordinator.pickColor { ... }` for `func pickColor(onCancel: (() -> Void)? = nil, then done: ...)`: as Swift's
    // forward scan does, the trailing closure skips `onCancel`, which may be left out, for `done`, which may not; `done`
    // goes to `.colors(onPick: done)`, so its preview fires from the colors screen. Before, the closure was taken for
    // `onCancel`, handed nowhere: the preview fired from the canvas.
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start canvas @18:1",
        "  canvas @5:8",
        "    push colors @21:11",
        "  colors @6:8",
        "    push preview @23:36",
        "  preview @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresCalledByTheMethodTheyAreGivenTo() throws {
    let app = try load("testClosuresCalledByTheMethodTheyAreGivenTo", entry: "LoanCoordinator")
    // `service.submit { result in ... }` in the coordinator, for a service's `func submit(completion:)` that calls
    // `completion(...)` when its request ends (inside `dataTask` and `DispatchQueue.main.async`): the closure runs as
    // part of the call, so its arms fire where `submit()` is called, the form. Before, a closure in a coordinator's
    // method that a type of no route was given ran at an unknown moment: each arm fired from every route, inferred.
    // A closure the service keeps without calling it (`queue`: `waiting.append(work)`) still runs at a moment the
    // code does not show; one given to a screen model's helper (`printer.print { ... }`, which calls `done?()`)
    // fires from the model's screen, as before.
    #expect(
      describe(app.graph) == [
        "LoanCoordinator stack start start @60:1",
        "  start @11:8",
        "    push form @68:11",
        "    push later inferred @92:26",
        "  form @12:8",
        "    cover approved @76:23",
        "    present offline @78:23",
        "    push denied @80:23",
        "    push receipt @87:11",
        "    push later inferred @92:26",
        "  approved @13:8",
        "    push later inferred @92:26",
        "  offline @14:8",
        "    push later inferred @92:26",
        "  denied @15:8",
        "    push later inferred @92:26",
        "  receipt @16:8",
        "    push later inferred @92:26",
        "  later @17:8",
        "    push later inferred @92:26",
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["push later"])
  }

  @Test func testClosuresPutInTheEnvironmentRunWhereViewsCallThem() throws {
    let app = try load("testClosuresPutInTheEnvironmentRunWhereViewsCallThem", entry: "StoreCoordinator")
    // `.environment(\.openProduct) { id in ... }` at the root, and `openProduct(id)` in `ProductCard`, which reads it
    // with `@Environment(\.openProduct)`: the product is pushed where a card is shown (the catalog, a product), not
    // from the cart. Before, the push fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "StoreCoordinator stack start catalog @45:1",
        "  catalog @27:8",
        "    push product @47:48",
        "  product @27:17",
        "    push product @47:48",
        "    present cart @48:33",
        "  cart @27:34",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
