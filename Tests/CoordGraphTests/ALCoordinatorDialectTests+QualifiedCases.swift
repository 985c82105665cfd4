import SwiftFrontEnd
import Testing

extension ALCoordinatorDialectTests {
  @Test func testCasesWrittenWithTheirEnumsName() throws {
    let app = try load("testCasesWrittenWithTheirEnumsName", entry: "MarketTabs")
    // Every case is written with its enum's name, and reads as `.case` does: `show(BrowseRoute.product)` pushes the
    // product only (no caller passes it a style), `show(BrowseRoute.deals, style: .fullScreenCover)` covers the deals,
    // `go(Destination.route(BrowseRoute.help))` presents the help's sheet (and `go(.route(BrowseRoute.deals))` pushes
    // the deals), and `setCurrentPage(MarketPage.browse)` selects the browse tab. Before, a route passed as
    // `BrowseRoute.product` counted as a caller of every route (the product was covered too, and the deals pushed), the
    // help and the deals' `go` went to every route, and the tab switch was not read.
    #expect(
      describe(app.graph) == [
        "MarketTabs tabs start BrowseCoordinator tabs BrowseCoordinator,CartCoordinator @31:1",
        "BrowseCoordinator stack start shelves @61:1",
        "  shelves @36:8",
        "    push product @83:50",
        "    cover deals @84:48",
        "    present help @85:47",
        "    push deals @86:48",
        "  product @37:8",
        "  deals @38:8",
        "  help @39:8",
        "CartCoordinator stack start basket @96:1",
        "  basket @91:8",
        "    select BrowseCoordinator @98:56",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testNamesEscapedWithBackticks() throws {
    let app = try load("testNamesEscapedWithBackticks", entry: "TickCoordinator")
    // Cases, methods and properties whose names are keywords, declared with backticks (`` case `default` ``, ``func
    // `return`() ``) and named with or without them (`.default`, `` .`import` ``, `` coordinator.`return`() ``): one
    // name each, without the backticks. Before, a declared name kept its backticks: the start, `.default`, named no
    // route, and every navigation fired, inferred, from every route.
    #expect(
      describe(app.graph) == [
        "TickCoordinator stack start default @28:1",
        "  default @5:8",
        "    present import @30:35",
        "    cover self @31:27",
        "  import @6:8",
        "    dismiss @32:33",
        "    push help @33:29",
        "  self @7:8",
        "  help @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
