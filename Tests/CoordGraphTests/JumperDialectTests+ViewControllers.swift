import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// View controllers that dismiss themselves, are shown without a route or navigate for their screen; tab coordinators
/// presenting their own screens; extensions of the library's coordinators.
extension JumperDialectTests {
  @Test func testViewControllersDismissThemselves() throws {
    let app = try load("testViewControllersDismissThemselves", entry: "MailCoordinator")
    #expect(
      DialectFixture.describe(app.graph) == [
        "MailCoordinator stack start inbox @4:1",
        "  inbox @6:14",
        "    push message @21:36",
        "    present compose @22:37",
        "  message @7:14",
        "    pop @26:45",  // navigationController?.popViewController(animated:)
        "  compose @8:14",
        "    dismiss @30:25",  // dismiss(animated:)
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testViewControllersShownWithoutARoute() throws {
    let app = try load("testViewControllersShownWithoutARoute", entry: "NotesCoordinator")
    // The list pushes and presents view controllers itself (`navigationController?.pushViewController(
    // AboutViewController(), animated: true)`, `present(ShareViewController(), animated: true)`): each is a route
    // of its own, named after its type, whose own pop and dismiss fire from there; one that a screen route's factory
    // builds, also through a helper (`makeEditor()`), is that route. Before, such a view controller counted as a
    // child of the list: its pop and dismiss fired from the list (a false `nothing-to-dismiss` error), and the push
    // showed nothing.
    #expect(
      DialectFixture.describe(app.graph) == [
        "NotesCoordinator stack start list @4:1",
        "  list @6:14",
        "    push editor @18:17",
        "    push AboutViewController @24:52",
        "    present ShareViewController @25:30",
        "    push editor @26:56",
        "  editor @7:14",
        "    pop @30:51",
        "  AboutViewController @24:52",
        "    pop @35:51",
        "  ShareViewController @25:30",
        "    dismiss @39:30",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChildViewControllersNavigateForTheirScreen() throws {
    let app = try load("testChildViewControllersNavigateForTheirScreen", entry: "NewsCoordinator")
    // The story screen builds its toolbar, a child view controller whose `popViewController` pops the
    // story. Before, the toolbar belonged to no route and its pop was left out.
    #expect(
      DialectFixture.describe(app.graph) == [
        "NewsCoordinator stack start headlines @4:1",
        "  headlines @6:14",
        "    push story @19:36",
        "  story @7:14",
        "    pop @32:45",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testTabCoordinatorsPresentTheirOwnScreens() throws {
    let app = try load("testTabCoordinatorsPresentTheirOwnScreens", entry: "ShopTabsCoordinator")
    // A tab bar's `@Route` screen is its own route. Called from a tab's screen, the tab bar's method
    // that presents it is an event the tab bar handles up the chain (a new tab bar started at `support`
    // would be no tab bar); a deep link presents it in the tab bar. `showPromo()`, which only a push
    // notification's handler calls (UIKit runs it; no screen), fires from every tab's routes as the same
    // event, inferred (a bare `present promo` there would name no route of the tab's coordinator).
    #expect(
      DialectFixture.describe(app.graph) == [
        "ShopTabsCoordinator tabs start CatalogCoordinator tabs CatalogCoordinator,CartCoordinator @4:1",
        "  support @12:14",
        "    dismiss @64:30",
        "  promo @13:14",
        "    dismiss @64:30",
        "  on presentSupport: present support @22:24",
        "  on presentPromo: present promo @23:22",
        "CatalogCoordinator stack start shelf @31:1",
        "  shelf @35:14",
        "    emit presentSupport @22:24",
        "    emit presentPromo inferred @23:22",
        "CartCoordinator stack start items @42:1",
        "  items @45:14",
        "    emit presentPromo inferred @23:22",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "support -> ShopTabsCoordinator.support: present support in ShopTabsCoordinator"
      ])
    let rules = Set(NavigationCheck.run(app.graph).findings.map(\.rule))
    #expect(rules.isDisjoint(with: ["dangling-reference", "unreachable-route", "unhandled-event", "unbounded-growth"]))
  }

  @Test func testExtensionsOfTheLibrarysCoordinators() throws {
    let app = try load("testExtensionsOfTheLibrarysCoordinators", entry: "ShopCoordinator")
    // `extension NavigationCoordinable { func backToTop() { popToRoot() } }` runs in the coordinator it
    // is called on: the shelf's button pops the shop to its root. HelpCoordinator, whose screens never
    // call it, gets nothing. Before, the extension's pop was left out.
    #expect(
      DialectFixture.describe(app.graph) == [
        "ShopCoordinator stack start aisles @9:1",
        "  aisles @11:14",
        "    push shelf @34:36",
        "    present HelpCoordinator @35:35",
        "  shelf @12:14",
        "    popToRoot @6:22",
        "HelpCoordinator stack start topics @19:1",
        "  topics @21:14",
        "    push answer @55:36",
        "  answer @22:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// View controllers whose coordinator property nothing sets.
extension JumperDialectTests {
  @Test func testScreensWhoseCoordinatorIsNeverSet() throws {
    let app = try load("testScreensWhoseCoordinatorIsNeverSet", entry: "GymCoordinator")
    // `summaryScreen()` forgets `controller.coordinator = self`, and nothing else sets `SummaryViewController
    // .coordinator`: its calls (bare, on `self`, and through `guard let coordinator`) run nowhere, so the summary has no
    // actions and `showHistory()`, which only it calls, never runs (before, the summary popped to the list, pushed the
    // workout and the history). The other screens' coordinators are set on a local of their type, by their superclass's
    // initialiser, through a protocol (which may set that property of any class), and on a subclass's value.
    #expect(
      DialectFixture.describe(app.graph) == [
        "GymCoordinator stack start list @4:1",
        "  list @7:14",
        "    push workout @40:24",
        "    present settings @43:25",
        "  workout @8:14",
        "    push summary @41:24",
        "  summary @9:14",
        "  settings @10:14",
        "    dismiss @44:26",
        "  history @11:14",
        "    popToRoot @42:23",
        "AppCoordinator root start GymCoordinator @97:1",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(
      DialectFixture.describe(app.notes) == [
        "45:3 GymCoordinator.showHistory is called nowhere in the app's code (nothing names it but calls through a "
          + "property that nothing sets, which run nowhere), so the navigation only it leads to is left out: push "
          + "history at line 45:24",
        "70:12 SummaryViewController.coordinator is never set (it has no initial value and no code of the app assigns "
          + "it), so the calls through it run nowhere and the navigation they lead to is left out: "
          + "coordinator.backToList() at line 71:36, coordinator.showWorkout() at line 74:17, coordinator.showHistory() "
          + "at line 76:44",
      ])
  }
}

/// Screens made by a static function that returns `Self`.
extension JumperDialectTests {
  @Test func testScreensMadeByAStaticFunctionReturningSelf() throws {
    let app = try load("testScreensMadeByAStaticFunctionReturningSelf", entry: "ShelfCoordinator")
    // `ShelfViewController.instantiate()`, the `Storyboarded` protocol's `static func instantiate() -> Self`, gives a
    // `ShelfViewController`: the coordinator set on it sets that class's property (before, the reading could not tell
    // the local's type, so a value of any class might have been set). The book's factory forgets its coordinator: its
    // `close()` runs nowhere.
    #expect(
      DialectFixture.describe(app.graph) == [
        "ShelfCoordinator stack start shelf @13:1",
        "  shelf @16:14",
        "    push book @28:21",
        "  book @17:14",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "29:3 ShelfCoordinator.close is called nowhere in the app's code (nothing names it but calls through a property "
          + "that nothing sets, which run nowhere), so the navigation only it leads to is left out: pop at line 29:18",
        "38:12 BookViewController.coordinator is never set (it has no initial value and no code of the app assigns it), "
          + "so the calls through it run nowhere and the navigation they lead to is left out: coordinator.close() at line "
          + "39:41",
      ])
  }
}

/// Screens a coordinator keeps in its properties.
extension JumperDialectTests {
  @Test func testScreensKeptInTheCoordinatorsProperties() throws {
    let app = try load("testScreensKeptInTheCoordinatorsProperties", entry: "RadioCoordinator")
    // Factories that return a property of the coordinator (a `lazy var` built by a closure, a `let` with its value,
    // a computed property) build the screen that property holds: each screen's calls fire from its route (before, the
    // factories built no screen the reading knew, and every action fired from every route, inferred).
    #expect(
      DialectFixture.describe(app.graph) == [
        "RadioCoordinator stack start stations @4:1",
        "  stations @7:14",
        "    push player @27:17",
        "  player @8:14",
        "    present about @28:22",
        "  about @9:14",
        "    dismiss @29:23",
        "AppCoordinator root start RadioCoordinator @53:1",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// Screens made by a generic factory of the coordinator.
extension JumperDialectTests {
  @Test func testScreensMadeByAGenericFactory() throws {
    let app = try load("testScreensMadeByAGenericFactory", entry: "MuseumCoordinator")
    // `make(HallsViewController.self)` of `func make<Screen: ...>(_ type: Screen.Type) -> Screen` builds a
    // `HallsViewController`, returned at once, kept in a local, or through another generic helper with labels (before,
    // the factories built no screen the reading knew, and every action fired from every route, inferred).
    #expect(
      DialectFixture.describe(app.graph) == [
        "MuseumCoordinator stack start halls @8:1",
        "  halls @11:14",
        "    push painting @32:25",
        "  painting @12:14",
        "    present shop @33:21",
        "  shop @13:14",
        "    dismiss @34:22",
        "AppCoordinator root start MuseumCoordinator @53:1",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testAProtocolRouterAssignedByEachFactory() throws {
    let app = try load("testAProtocolRouterAssignedByEachFactory", entry: "PitsCoordinator")
    // Both coordinators show `SiteMapViewController`, whose `router` (a `SiteMapRouting` both adopt) each factory sets
    // to itself (`screen.router = self`): the map's close runs the coordinator whose factory built it. Before, the pushed
    // map took the trucks' dismiss (a false `nothing-to-dismiss`) and the presented one the pits' pop.
    #expect(
      DialectFixture.describe(app.graph) == [
        "PitsCoordinator stack start list @14:1",
        "  list @17:14",
        "    push map @22:43",
        "  map @18:14",
        "    pop @32:21",
        "TrucksCoordinator stack start fleet @35:1",
        "  fleet @38:14",
        "    present map @43:43",
        "  map @39:22",
        "    dismiss @53:21",
        "AppCoordinator root start PitsCoordinator @62:1",
      ])
  }
}
