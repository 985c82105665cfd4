import SwiftFrontEnd
import Testing

/// Route styles that a route's own values give: `case .page(_, let style): style`, `case .item(_, let compact): compact ?
/// .sheet : .push`.
extension ALCoordinatorDialectTests {
  @Test func testStylesARouteCarries() throws {
    let app = try load("testStylesARouteCarries", entry: "KioskCoordinator")
    // The style one of the route's associated values holds is the one each navigation passes there (`.page(url: "help",
    // style: .sheet)` presents, `KioskRoute.page(..., style: .fullScreenCover)` covers); one that a `Bool` value picks
    // is the one the `Bool` passed picks (`compact: true`: a sheet), and through a parameter, the ones its callers pass
    // (`open(2)` and `open(4)` leave the default `false`, `open(3, compact: true)` passes `true`: both ways, a push
    // marked inferred, as for a style parameter). Before, each was a presentation marked inferred (the value's name
    // read as a custom style), or a push marked inferred.
    #expect(
      describe(app.graph) == [
        "KioskCoordinator stack start front @28:1",
        "  front @5:8",
        "    present page @31:29",
        "    present item @35:38",
        "  page @6:8",
        "    cover page @33:30",
        "  item @7:8",
        "    push item inferred @37:61",
        "  extras @8:8",
        "    push item inferred @37:61",
      ])
  }

  @Test func testEachCallsStyleForOneRouteThroughAHelper() throws {
    let app = try load("testEachCallsStyleForOneRouteThroughAHelper", entry: "AlbumCoordinator")
    // `show(_ route:, style: = .push)` is called for `photo` with `.fullScreenCover` from the grid and with no style
    // from the photo screen; `open(_ route:, style: = nil)` (`style ?? route.presentationStyle`) for `share` with
    // `.push` and with no style (the route's own sheet). Each call's action has the style that call passes. Before,
    // the styles of all the calls for a route made a choice: a push marked inferred from every call.
    #expect(
      describe(app.graph) == [
        "AlbumCoordinator stack start grid @21:1",
        "  grid @5:8",
        "    cover photo @36:48",
        "    present editor @37:47",
        "    push share @38:48",
        "  photo @5:14",
        "    push photo @45:47",
        "    present editor @46:47",
        "    present share @47:48",
        "  editor @5:26",
        "  share @5:34",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
