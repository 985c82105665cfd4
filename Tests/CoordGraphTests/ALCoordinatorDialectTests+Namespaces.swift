import SwiftFrontEnd
import Testing

extension ALCoordinatorDialectTests {
  @Test func testTypesNestedInANamespaceEnum() throws {
    let app = try load("testTypesNestedInANamespaceEnum")
    // Every class and view lives in `extension Shop { ... }` and is written `Shop.Name` (`Shop.Router.shared.root`,
    // `Shop.ShelvesView()`, `Shop.ShelfRow()`, `popToView(Shop.ShelvesView.self)`): read as when they are top-level. The
    // entry coordinator is found through the namespace's shared router, each screen belongs to its route (the shelf's
    // row is a subview of the shelves), and the pop goes back to the shelves. Before, no entry was found; given with
    // `--entry`, the pop named no route (a `dangling-reference` error) and the row's push fired from every route,
    // inferred.
    #expect(app.graph.entry.name == "Shop_StoreCoordinator")
    #expect(
      describe(app.graph) == [
        "Shop_StoreCoordinator stack start shelves @42:3",
        "  shelves @21:8",
        "    push item @44:35",
        "  item @22:8",
        "    present basket @45:37",
        "    popTo shelves @46:47",
        "  basket @23:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testStaticFactoriesOfNestedScreens() throws {
    let app = try load("testStaticFactoriesOfNestedScreens", entry: "WardCoordinator")
    // Each route's screen is made by a static factory of a view controller nested in a namespace
    // (`Ward.BedsViewController.instantiate()`): its actions fire from that route. Before, only a factory of a
    // top-level type was read (`BedsViewController.instantiate()`): both actions fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "WardCoordinator stack start beds @30:1",
        "  beds @17:8",
        "    push chart @36:25",
        "  chart @18:8",
        "    pop @37:24",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testRoutesOfAnEnumNestedInItsCoordinator() throws {
    let app = try load("testRoutesOfAnEnumNestedInItsCoordinator", entry: "ShopCoordinator")
    // The route enum is nested in its coordinator (`Coordinator<ShopCoordinator.Route>`), and its cases are written
    // with the enum's qualified name: `navigate(toRoute: ShopCoordinator.Route.cart)`, `case ShopCoordinator.Route.cart:
    // .sheet` in its style, `case ShopCoordinator.Route.item: ItemView()` in its body. Read as `.cart` and `.item` are.
    // Before, only `Route.cart` was: the navigation was left out, the cart's style was the `default:` push, and
    // `ItemView` belonged to no route (its navigation fired from every route, inferred).
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start aisles @4:1",
        "  aisles @6:10",
        "    push item @27:29",
        "  item @7:10",
        "    present cart @28:29",
        "  cart @8:10",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
