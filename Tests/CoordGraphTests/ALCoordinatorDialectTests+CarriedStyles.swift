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
}
