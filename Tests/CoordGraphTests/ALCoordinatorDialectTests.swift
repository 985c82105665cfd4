import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// The ALCoordinator / SUICoordinator dialect, one fixture per idiom (named after its test): the exact
/// coordinators, routes and actions read, with their locations (`line:column` in the fixture).
@Suite struct ALCoordinatorDialectTests {
  private func load(_ name: String, entry: String? = nil) throws -> SwiftApp {
    try DialectFixture.load("ALCoordinator/\(name)", entry: entry)
  }

  private func describe(_ graph: NavigationGraph) -> [String] { DialectFixture.describe(graph) }

  @Test func testRouteStylesAndRouterActions() throws {
    let app = try load("testRouteStylesAndRouterActions", entry: "ShopCoordinator")
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @31:1",
        "  catalog @5:8",
        "    push product @37:12",
        "  product @6:8",
        "    push filters @41:12",  // an explicit style overrides the route's own (.modal)
        "    cover gallery @44:31",
        "    present promo inferred @45:29",  // .custom
        "    finish @49:18",
        "  filters @7:8",
        "    pop @46:24",
        "    popToRoot @47:24",
        "  gallery @8:8",
        "    dismiss @48:25",
        "  promo @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(app.dialect == "ALCoordinator / SUICoordinator")
  }

  @Test func testCloseDismissesWhatItPresentsAndPopsWhatItPushes() throws {
    let app = try load("testCloseDismissesWhatItPresentsAndPopsWhatItPushes", entry: "NotesCoordinator")
    #expect(
      describe(app.graph) == [
        "NotesCoordinator stack start list @28:1",
        "  list @5:8",
        "    push note @30:29",
        "  note @6:8",
        "    present share @31:30",
        "    push tags @33:29",
        "    pop @46:47",  // close() on a pushed route
        "  share @7:8",
        "    dismiss @52:67",  // close() on a route the coordinator presents (.sheet)
        "  tags @8:8",
        "    pop inferred @57:67",  // a .fullScreenCover route that is pushed: close() is not known there
      ])
  }

  @Test func testEventEnumsFireFromTheScreensThatSendThem() throws {
    let app = try load("testEventEnumsFireFromTheScreensThatSendThem", entry: "ShopCoordinator")
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start home @41:1",
        "  home @5:8",
        "    push product @47:36",  // handle(.selected("1")) from the home screen
        "    present cart @48:28",  // handle(.openCart)
        "    replace home inferred @52:25",  // .reset: sent by a notification router, no screen
        "    push home inferred @63:26",  // reload(): also run from a store subscription
        "  product @6:8",
        "    present cart @48:28",  // handle(.openCart), and no other case
        "    replace home inferred @52:25",
        "    push home inferred @63:26",
        "  cart @7:8",
        "    push checkout @49:28",
        "    dismiss @50:25",
        "    replace home inferred @52:25",
        "    push home inferred @63:26",
        "  checkout @8:8",
        "    dismiss @50:25",  // send(.close), which passes its event on to handle(_:)
        "    replace home inferred @52:25",
        "    push home inferred @63:26",
        // .refresh: no one sends it, so its arm's popToRoot fires from nowhere (it is not inferred).
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["replace home", "push home"])
    // A deep link that sends .openCart runs that arm only.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == ["cart -> ShopCoordinator.cart: present cart in ShopCoordinator"])
  }

  @Test func testAppBaseClassesWithGenericRoutes() throws {
    let app = try load("testAppBaseClassesWithGenericRoutes")
    // FlowCoordinator<Route> is the app's generic base, no coordinator itself; its subclasses' routes
    // are the enums they give it, and its showError() runs in the subclass whose screen calls it.
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start feed @27:1",
        "  feed @16:8",
        "    present ErrorCoordinator @12:34",
        "    push detail @29:29",
        "  detail @17:8",
        "ErrorCoordinator stack start message @38:1",
        "  message @33:8",
        "    finish @40:30",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(app.notes.isEmpty)
  }

  @Test func testActionEnumsSentToASharedModel() throws {
    let app = try load("testActionEnumsSentToASharedModel", entry: "NotesCoordinator")
    // Both screens hold the model; each arm of its send(_:) runs where a view sends that case.
    #expect(
      describe(app.graph) == [
        "NotesCoordinator stack start list @25:1",
        "  list @5:8",
        "    push editor @27:48",  // model.send(.compose), from the list only
        "    present trash @28:30",  // model.send(.openTrash)
        "  editor @6:8",
        "    pop @29:36",  // model.send(.save), from the editor only
        "  trash @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testIfCaseArmsFireFromTheScreensThatSendThem() throws {
    let app = try load("testIfCaseArmsFireFromTheScreensThatSendThem", entry: "PlayerCoordinator")
    #expect(
      describe(app.graph) == [
        "PlayerCoordinator stack start queue @21:1",
        "  queue @5:8",
        "    push nowPlaying @27:14",  // `if case .play = event`: handle(.play) from the queue only
        "    pop @29:14",  // the `else`: any case, so every screen that calls handle(_:)
        "  nowPlaying @6:8",
        "    pop @29:14",
        "    popToRoot @36:12",  // after `guard case .back = event`: leave(.back) from now playing only
      ])
  }

  @Test func testTabbarPagesByPositionAndTabSwitch() throws {
    let app = try load("testTabbarPagesByPositionAndTabSwitch", entry: "MainTabs")
    #expect(
      describe(app.graph) == [
        "MainTabs tabs start HomeCoordinator tabs HomeCoordinator,SettingsCoordinator @23:1",
        "HomeCoordinator stack start main @37:1",
        "  main @32:8",
        "    select SettingsCoordinator @43:39",  // `tabs?.setCurrentPage(.settings)` on the home screen
        "SettingsCoordinator stack start options @52:1",
        "  options @47:8",
        "    select HomeCoordinator @28:19",  // `currentPage = .home`, called from the settings screen
      ])
  }

  @Test func testChildCoordinatorPresentations() throws {
    let app = try load("testChildCoordinatorPresentations", entry: "HubCoordinator")
    let hub = try #require(app.graph.coordinator(named: "HubCoordinator")?.routes.first)
    #expect(
      hub.actions.map { "\($0.summary) @\($0.location.line)" } == [
        "cover LeafCoordinator @13",  // the UIKit module's default: full screen
        "present LeafCoordinator @14",  // presentationStyle: .pageSheet where it is created
        "present SheetLeafCoordinator @17",  // super.init(presentationStyle: .formSheet)
        "cover HubTabs @54",  // a tab bar: full screen, started at the page it is created with
      ])
    #expect(hub.actions.last?.startRoute == "SheetLeafCoordinator")
  }

  @Test func testScreensShownWithoutARouteCase() throws {
    let app = try load("testScreensShownWithoutARouteCase", entry: "OrderCoordinator")
    #expect(
      describe(app.graph) == [
        "OrderCoordinator stack start cart @10:1",
        "  cart @5:8",
        "    present TermsViewController @13:22",
        "    push ReceiptViewController @16:5",  // held in a local
        "    present HelpView @18:28",  // the app's view inside a hosting controller
        // no route for the system alert of confirmRemoval()
        "    cover PaymentCoordinator @20:24",  // startChildCoordinator: the UIKit module's full screen
        "  TermsViewController @13:22",  // a route of its own, named after the screen's type
        "    dismiss @21:30",  // the screen's own code fires from it
        "  ReceiptViewController @16:5",
        "    pop @50:18",  // close() where the screen is pushed
        "    push cart @62:21",  // push(CartViewController()): the screen of the route `cart`
        "    pop @93:45",  // its own navigationController?.popViewController(animated:)
        "  HelpView @18:28",
        "    dismiss @50:18",  // and where it is presented
        "    push NotesViewController @70:27",  // UIKit's root.pushViewController(_:animated:)
        "  NotesViewController @70:27",
        "    pop @71:28",  // root.popViewController(animated:)
        "    popToRoot @88:28",  // root.popToRootViewController(animated:)
        "PaymentCoordinator stack start cart @24:1",
        "  cart @5:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testViewControllersNavigateByThemselves() throws {
    let app = try load("testViewControllersNavigateByThemselves", entry: "ShopCoordinator")
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @28:1",
        "  catalog @5:8",
        "    push item @30:24",
        "    present basket @31:26",
        "    cover help @32:24",
        "    present TermsViewController @88:18",
        "  item @6:8",
        "    pop @44:45",  // navigationController?.popViewController(animated:); not its model's dismiss
        "    push ReviewsViewController @45:48",  // navigationController?.pushViewController(vc, animated:)
        "    present SizeGuideViewController @46:23",  // present(vc, animated:); not the system alert of warn()
        "    push ZoomViewController @47:23",  // show(vc, sender:)
        "  basket @7:8",
        "    dismiss @52:23",  // dismiss(animated:), in a subclass of the app's own base view controller
        "    dismiss @53:58",  // self.navigationController?.dismiss(animated:)
        "  help @8:8",
        "    dismiss @59:50",  // presentingViewController?.dismiss; not the app's own show(_:sender:)
        "  TermsViewController @88:18",
        "    dismiss @96:24",  // a screen that the coordinator shows without a route case, too
        "  ReviewsViewController @45:48",
        "    popToRoot @66:44",  // a screen that a screen pushes navigates by itself too
        "  SizeGuideViewController @46:23",
        "    dismiss @70:23",
        "  ZoomViewController @47:23",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSwiftUIViewsDismissThemselves() throws {
    let app = try load("testSwiftUIViewsDismissThemselves", entry: "DraftsCoordinator")
    #expect(
      describe(app.graph) == [
        "DraftsCoordinator stack start drafts @28:1",
        "  drafts @5:8",
        "    push editor @30:29",
        "    push preview @33:29",
        "  editor @6:8",
        "    present preview @31:32",
        "    cover publish @32:32",
        "    pop @50:22",  // `@Environment(\.dismiss)` on a pushed view pops it
        "  preview @7:8",
        "    pop inferred @56:43",  // shown both pushed and as a sheet: not known
        "  publish @8:8",
        "    dismiss @61:77",  // presentationMode.wrappedValue.dismiss() on a cover dismisses it
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSwiftUIModifiersAndLinksShowScreens() throws {
    let app = try load("testSwiftUIModifiersAndLinksShowScreens", entry: "GardenCoordinator")
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @18:1",
        "  beds @5:8",
        "    push BedView @31:7",  // NavigationLink(destination: BedView())
        "    push AboutView @32:7",  // NavigationLink { AboutView() } label: { ... }
        "    present FiltersView @38:6",  // .sheet(isPresented:) { FiltersView() }
        "    present TipsView @40:6",  // the app's view inside a NavigationStack; no route for the system ShareLink
        "    cover PhotoView @41:6",  // .fullScreenCover(item:) { photo in PhotoView(photo: photo) }
        "  planner @6:8",
        "  PhotoView @41:6",
        "    dismiss @63:43",  // its own dismiss, where it is presented
        "  TipsView @40:6",
        "  FiltersView @38:6",
        "    push planner @20:29",  // what the sheet's view calls fires from it
        "    dismiss @52:22",
        "  BedView @31:7",
        "  AboutView @32:7",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testNavigationDestinationsPushTheirScreens() throws {
    let app = try load("testNavigationDestinationsPushTheirScreens", entry: "CrewCoordinator")
    #expect(
      describe(app.graph) == [
        "CrewCoordinator stack start roster @11:1",
        "  roster @5:8",
        "    push MemberView @22:6",  // .navigationDestination(for: Int.self) { id in MemberView(id: id) }
        "    push LogView @25:6",  // .navigationDestination(isPresented: $showsLog, destination: { LogView() })
        "  LogView @25:6",
        "  MemberView @22:6",
        "    pop @35:42",  // its own dismiss, where it is pushed
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testDefaultRoutesAndNewerChildPresentations() throws {
    let app = try load("testDefaultRoutesAndNewerChildPresentations", entry: "LibraryCoordinator")
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelf @11:1",
        "  shelf @5:8",
        "    present TermsView @15:11",  // DefaultRoute(presentationStyle: .sheet) { TermsView(...) }
        "    cover ReceiptView @19:11",  // a DefaultRoute held in a local, its content a labelled closure
        "    push AuthorCoordinator @23:11",  // push(to: &author)
        "    cover ReaderCoordinator @25:35",  // present(to:presentationStyle:)
        "    present ReaderCoordinator @26:34",  // navigate(to: child, presentationStyle: .push) presents
        "  TermsView @15:11",
        "    dismiss @27:42",  // from TermsView's model
        "    cover ReceiptView @67:40",  // router.present(view, presentationStyle: .fullScreenCover)
        "  ReceiptView @19:11",
        "AuthorCoordinator stack start shelf @30:1",
        "  shelf @5:8",
        "ReaderCoordinator stack start shelf @34:1",
        "  shelf @5:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLinksOpenedThroughAnEnumOfTheApp() throws {
    let app = try load("testLinksOpenedThroughAnEnumOfTheApp")
    #expect(
      describe(app.graph) == [
        "AtlasTabs tabs start ExploreCoordinator tabs ExploreCoordinator,TripCoordinator @45:1",
        "ExploreCoordinator stack start map @68:1",
        "  map @50:8",
        "    cover photo @70:44",  // showPhoto(_ url: URL) is called by a screen: no deep link
        "    present TripCoordinator @90:33",  // the newer API's tab coordinator presents a child
        "  photo @51:8",
        "    dismiss @71:42",
        "TripCoordinator stack start map @74:1",
        "  map @50:8",
        "    present TripCoordinator @90:33",  // (its map shows the same screen)
        "  photo @51:8",
      ])
    // `.onOpenURL` hands an enum of the app to `open(_:)`: a link per case it switches over, whose
    // steps are that case's; none of them is placed on a route.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "saved -> TripCoordinator.map: select TripCoordinator in AtlasTabs",
        "trip -> TripCoordinator.map: present TripCoordinator in AtlasTabs",
        // a handler of its own (it receives a URL) runs showPhoto(_:), which screens call too
        "AtlasApp.openPhoto -> ExploreCoordinator.photo: cover photo in ExploreCoordinator",
        // a handler's `case .savedList?:` of `enum AtlasShortcut: String`: named by the raw value
        "saved-list -> TripCoordinator.map: select TripCoordinator in AtlasTabs",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLinksThroughAHandlerNotificationsRunToo() throws {
    let app = try load("testLinksThroughAHandlerNotificationsRunToo")
    // `route(to:)` runs for links and for push notifications: the link reads its steps, and the
    // notification, which can come at any moment, leaves the action inferred on every route.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "crew-list -> DockCoordinator.crew: present crew in DockCoordinator"  // `case crew = "crew-list"`
      ])
    #expect(
      describe(app.graph) == [
        "DockCoordinator stack start ships @52:1",
        "  ships @34:8",
        "    present crew inferred @55:33",
        "  crew @35:8",
        "    present crew inferred @55:33",
      ])
  }

  @Test func testTabStartPagesPassedThroughTheInitialiser() throws {
    let app = try load("testTabStartPagesPassedThroughTheInitialiser", entry: "ShelfTabs")
    // `init(initialPage: ShelfPage = .music)` passes `currentPage: initialPage` to `super.init`.
    let tabs = try #require(app.graph.coordinator(named: "ShelfTabs"))
    #expect(tabs.start.name == "MusicCoordinator")
    let present = try #require(app.graph.coordinator(named: "BooksCoordinator")?.routes.first?.actions.first)
    #expect(present.summary == "present ShelfTabs")
    #expect(present.startRoute == "BooksCoordinator")  // ShelfTabs(initialPage: .books)
  }

  @Test func testLinksOpenedByTheAppDelegate() throws {
    let app = try load("testLinksOpenedByTheAppDelegate")
    // `application(_:open:options:)` hands its URL to `open(_:)`, the handler, which
    // `application(_:didFinishLaunchingWithOptions:)` also calls at a cold start: a system callback, so
    // `open(_:)` stays the handler. The launch callback, of the same name, is no handler itself (it read
    // each link twice, as a duplicate).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "scan -> ScannerCoordinator.home: cover ScannerCoordinator in DepotCoordinator",
        "orders -> DepotCoordinator.orders: push orders in DepotCoordinator",
      ])
    // The ScannerCoordinator that the handler creates is no second candidate for the entry.
    #expect(app.graph.entry.name == "DepotCoordinator")
    #expect(app.notes.isEmpty)
  }

  @Test func testOverloadsAreFunctionsOfTheirOwn() throws {
    let app = try load("testOverloadsAreFunctionsOfTheirOwn")
    // `scene(_:willConnectTo:options:)` starts the hub; `scene(_:openURLContexts:)`, of the same name,
    // handles links: what `start` does is not a link's (it was lost from every route).
    #expect(app.graph.entry.name == "HubCoordinator")
    #expect(
      describe(app.graph) == [
        "HubCoordinator stack start home @42:1",
        "  home @22:8",
        "    present WelcomeCoordinator @45:12",
        "    push detail @48:33",  // `show(_:)`, called by HomeView's model only
        "  detail @23:8",
        "    present help @49:57",  // `show(help:animated:)`, called by DetailView's model and the link
        "  help @24:8",
        "WelcomeCoordinator stack start hello @83:1",
        "  hello @77:8",
        "    push tour @92:12",  // in `init(tour:)`, one of two initialisers: a start all the same
        "  tour @78:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "help -> HubCoordinator.help: present help in HubCoordinator"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToRouteCasesRunOnTheirScreens() throws {
    let app = try load("testClosuresGivenToRouteCasesRunOnTheirScreens", entry: "MissionCoordinator")
    // A closure given to a route case runs on the screen that the route's `view()` builds with it.
    #expect(
      describe(app.graph) == [
        "MissionCoordinator stack start list @25:1",
        "  list @5:8",
        "    cover briefing @31:12",  // `.list(onPick: { ... })`: MissionListView calls `onPick`
        "  briefing @6:8",
        "    dismiss @35:12",  // `.briefing(id, onClose: { ... })`
        "    push checklist @37:12",  // a route held in a local: `let route = MissionRoute.checklist(...)`
        "  checklist @7:8",
        "    popToRoot @36:78",  // `MissionRoute.checklist(onDone: { ... })`, the enum named
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLocalsOfOneNameInTwoArms() throws {
    let app = try load("testLocalsOfOneNameInTwoArms")
    // `target` is the tab bar in one arm and a new coordinator in the other: each use means the
    // local declared before it (the tab switch read the later one and was lost).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "profile -> ProfileCoordinator.info: select ProfileCoordinator in HomeTabs",
        "help -> HelpCoordinator.info: present HelpCoordinator in AppCoordinator",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testEnvironmentCoordinatorsOfTheNewerAPI() throws {
    let app = try load("testEnvironmentCoordinatorsOfTheNewerAPI", entry: "TripCoordinator")
    #expect(app.dialect == "ALCoordinator / SUICoordinator")  // import SUICoordinator16
    #expect(
      describe(app.graph) == [
        "TripCoordinator stack start dates @18:1",
        "  dates @5:8",
        "    push summary @21:29",  // `@Environment(TripCoordinator.self) var coordinator` in TripDates
        "  summary @6:8",
        "    finish @22:29",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testAlertActionsFireWhereTheAlertIsShown() throws {
    let app = try load("testAlertActionsFireWhereTheAlertIsShown", entry: "VaultCoordinator")
    #expect(
      describe(app.graph) == [
        "VaultCoordinator stack start list @16:1",
        "  list @5:8",
        "    push item @18:24",
        "  item @6:8",
        "    pop @21:105",  // in a UIAlertAction's handler: where the alert's method is called
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMacroCoordinatorWithUnresolvedTrigger() throws {
    let app = try load("testMacroCoordinatorWithUnresolvedTrigger", entry: "NotesCoordinator")
    #expect(
      describe(app.graph) == [
        "NotesCoordinator stack start list @21:1",
        "  list @5:8",
        "    present editor inferred @26:35",
        "  editor @6:8",
        "    present editor inferred @26:35",
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["present editor"])
  }

  @Test func testClosuresPassedToScreensFireFromTheirRoutes() throws {
    let app = try load("testClosuresPassedToScreensFireFromTheirRoutes", entry: "ShopCoordinator")
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @23:1",
        "  catalog @5:8",
        "    push item @31:45",  // the closure given to CatalogModel, which .catalog holds
        "    present basket inferred @40:60",  // Analytics belongs to no route
        "  item @6:8",
        "    present basket inferred @40:60",
        "    present basket @81:35",  // a closure ItemModel (held by .item's view) gives a helper
        "  basket @7:8",
        "    dismiss @35:61",  // written in the closure given to BasketView, which .basket builds
        "    present basket inferred @40:60",
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["present basket"])
  }

  @Test func testClosuresAssignedToScreensFireFromTheirRoutes() throws {
    let app = try load("testClosuresAssignedToScreensFireFromTheirRoutes", entry: "OrdersCoordinator")
    #expect(
      describe(app.graph) == [
        "OrdersCoordinator stack start list @16:1",
        "  list @5:8",
        "    finish @20:51",  // in the closure assigned to the model's onClose; .list holds the model
        "    pop inferred @21:49",  // a closure kept in a local: a callback
        "    push detail @26:42",  // showDetail, called from the closure assigned to onSelect
        "  detail @6:8",
        "    pop inferred @21:49",
      ])
  }

  @Test func testSubscriptionsToScreensFireFromTheirRoutes() throws {
    let app = try load("testSubscriptionsToScreensFireFromTheirRoutes", entry: "CartCoordinator")
    #expect(
      describe(app.graph) == [
        "CartCoordinator stack start basket @18:1",
        "  basket @6:8",
        "    push payment @24:43",  // in `sink` on the model's subject; .basket holds the model
        "    finish @27:31",  // in `sink` on the model's @Published projection, after an operator
        "    push receipt @29:50",  // in a closure passed to the model's method
        "    popToRoot inferred @31:45",  // in `sink` on a library's publisher: a callback
        "  payment @7:8",
        "    popToRoot inferred @31:45",
        "  receipt @8:8",
        "    popToRoot inferred @31:45",
      ])
  }

  @Test func testSharedViewModelsFireWhereTheirViewsCallThem() throws {
    let app = try load("testSharedViewModelsFireWhereTheirViewsCallThem", entry: "SignupCoordinator")
    #expect(
      describe(app.graph) == [
        "SignupCoordinator stack start name @23:1",
        "  name @5:8",
        "    push email @30:49",  // nameEntered(): only the name step's view calls it
        "    push help @32:28",  // askForHelp() and retry() only call each other: all the model's routes
        "    finish @33:19",  // abandon(), from restore(), which the coordinator calls: all the model's routes
        "    push terms @75:29",  // readTerms(): a subview that no route holds calls it too
        "  email @6:8",
        "    push password @31:52",  // emailEntered, passed by name to the email step's button
        "    push help @32:28",
        "    finish @33:19",
        "    push terms @75:29",
        "  password @7:8",
        "    push help @32:28",
        "    finish @33:19",
        "    push terms @75:29",
        "  help @8:8",
        "  terms @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToChildCoordinatorsFireWhereTheyCallThem() throws {
    let app = try load("testClosuresGivenToChildCoordinatorsFireWhereTheyCallThem", entry: "MainCoordinator")
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start welcome @11:1",
        "  welcome @5:8",
        "    cover OnboardingCoordinator @20:12",
        "  home @6:8",
        "OnboardingCoordinator stack start intro @36:1",
        "  intro @25:8",
        "    push permissions @43:59",  // the shared model's next(): only the intro's screen calls it
        // The closure assigned to the child's onFinish runs where the child calls `onFinish?()`: done(),
        // from the permissions screen.
        "  permissions @26:8",
        "    finish @17:19",
        "    push MainCoordinator.home @18:20",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRestartsForcedPresentationAndDeepLinks() throws {
    let app = try load("testRestartsForcedPresentationAndDeepLinks", entry: "RootCoordinator")
    #expect(
      describe(app.graph) == [
        "RootCoordinator stack start home @16:1",
        "  home @5:8",
        "    replace news @18:28",  // startFlow outside start
        "  news @6:8",
        "    replace home @19:18",  // restart()
        "    emit restartApp @20:20",  // restartApp(), handled by the entry coordinator
        "    popTo home @21:28",  // popToView(HomeViewController.self)
        "  on restartApp: replace home @16:1",
        "PromoCoordinator stack start offer @40:1",
        "  offer @35:8",
      ])
    // A method that receives a URL: one deep link per string case, its steps in the coordinator that runs them.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "news -> RootCoordinator.news: replace news in RootCoordinator",
        "promo -> PromoCoordinator.offer: present PromoCoordinator in RootCoordinator",  // forcePresentation
      ])
  }

  @Test func testCircularReferencesAreReadWithoutLooping() throws {
    let app = try load("testCircularReferencesAreReadWithoutLooping", entry: "C")
    // `x` and `y` have no type to find; `p` and `q` neither: their calls drive no coordinator.
    #expect(describe(app.graph) == ["C stack start a @4:1", "  a @3:26"])
  }

  @Test func testNotesForMissingRouteTypesAndASecondEntry() throws {
    let app = try load("testNotesForMissingRouteTypesAndASecondEntry")
    #expect(app.graph.entry.name == "MainCoordinator")
    #expect(
      app.notes.map { "\($0.location.line):\($0.location.column ?? 0) \($0.message)" } == [
        "15:1 PaymentsCoordinator's route type PaymentsRoute is declared in none of the files read, so its routes "
          + "are unknown (is its file excluded, or in a module outside the folder read?)",
        "19:1 ShellTabs's page type ShellPage is declared in none of the files read, so its tabs are unknown "
          + "(is its file excluded, or in a module outside the folder read?)",
        "31:9 the app also holds or creates PaymentsCoordinator here; the entry is taken to be MainCoordinator, "
          + "the first found (\(app.graph.entry.location)); if the app starts with another, name it with --entry TYPE",
      ])
    // Naming the entry leaves only the notes about what is missing.
    #expect(try load("testNotesForMissingRouteTypesAndASecondEntry", entry: "MainCoordinator").notes.count == 2)
  }

  @Test func withoutAnAppDelegateTheEntryMustBeNamed() throws {
    #expect(throws: SwiftAppError.self) { try load("testMacroCoordinatorWithUnresolvedTrigger") }
    do {
      _ = try load("testMacroCoordinatorWithUnresolvedTrigger")
    } catch let error as SwiftAppError {
      #expect(error.message.contains("--entry"))
    }
    do {
      _ = try load("testMacroCoordinatorWithUnresolvedTrigger", entry: "Ghost")
    } catch let error as SwiftAppError {
      #expect(error.message.contains("NotesCoordinator"))
    }
  }

  @Test func testExistentialNavigators() throws {
    let app = try load("testExistentialNavigators", entry: "FerryCoordinator")
    // `weak var navigator: (any FerryNavigating)?` and `init(navigator: any FerryNavigating)`: the
    // protocol is the type, and its conformers are the coordinators (before, every call was inferred).
    #expect(
      describe(app.graph) == [
        "FerryCoordinator stack start departures @37:1",
        "  departures @5:8",
        "    push crossing @42:42",  // `guard let navigator else { return }`, then `navigator.showCrossing`
        "    present filters @43:31",  // `Button("Filter", action: model.filter)`
        "    cover map @44:27",  // `model.navigator?.showMap()` in the view
        "    push timetable @45:33",  // `navigator.showTimetable()`, with `navigator: some FerryNavigating`
        "  crossing @6:8",
        "  filters @7:8",
        "  map @8:8",
        "  timetable @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesPassedAsParameters() throws {
    let app = try load("testRoutesPassedAsParameters", entry: "GarageCoordinator")
    // `func show(_ route: Route) { router.navigate(to: route) }`: each case fires where a caller passes
    // it, also through `open(_:)`, which hands its parameter on; `archive`, which no caller passes, is not
    // shown. `Route` is the enum nested in the coordinator's own extension, not the other `Route`.
    #expect(
      describe(app.graph) == [
        "GarageCoordinator stack start profile @29:1",
        "  profile @6:10",
        "    push vehicles @35:12",
        "  vehicles @7:10",
        "    present addVehicle @35:12",
        "  addVehicle @8:10",
        "  archive @9:10",
        "HelpCoordinator stack start index @59:1",
        "  index @45:10",
        "    push vehicles @65:12",  // `go(to: .vehicles)`: HelpCoordinator.Route's case
        "  vehicles @46:10",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLinkHandlersCalledAtColdStart() throws {
    let app = try load("testLinkHandlersCalledAtColdStart")
    // `handle(_:)` receives the link from `scene(_:continue:)`, at a cold start from
    // `scene(_:willConnectTo:options:)`, and from a quick action through `windowScene(_:performActionFor:...)`:
    // it is the handler, and each `case` of its `switch` is a link.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "/tickets -> PierCoordinator.tickets: push tickets in PierCoordinator",
        "/help -> PierCoordinator.help: present help in PierCoordinator",
      ])
    #expect(app.graph.deepLinks.map { "\($0.location.line):\($0.location.column ?? 0)" } == ["28:12", "30:12"])
    // What the links run is theirs alone: no screen shows tickets or help.
    #expect(app.graph.coordinators.flatMap(\.routes).allSatisfy { $0.actions.isEmpty })
    // `/promo` runs nothing that can be followed: left out, and said so where it is written.
    #expect(
      app.notes.map { "\($0.location.line):\($0.location.column ?? 0) \($0.message)" } == [
        "32:18 deep link /promo is left out: no navigation was found in what it runs "
          + "(a call that could not be followed to the app's methods)"
      ])
  }

  @Test func testLaunchScreensAreHome() throws {
    let app = try load("testLaunchScreensAreHome")
    // `start` shows the splash and, at once, covers it with the consent screen or the tab bar: the
    // screens the app settles on. The about sheet, opened by a tap on the splash, is not one.
    #expect(
      app.graph.home.map { "\($0.name) @\($0.location.line):\($0.location.column ?? 0)" } == [
        "BerthsCoordinator.map @55:12",
        "BoatsCoordinator.list @55:12",
        "LaunchCoordinator.consent @43:14",
      ])
    let rules = Set(NavigationCheck.run(app.graph).findings.map(\.rule))
    #expect(!rules.contains("no-way-back"))
    var withoutHome = app.graph
    withoutHome.home = []
    #expect(Set(NavigationCheck.run(withoutHome).findings.map(\.rule)).contains("no-way-back"))
  }

  @Test func testLinksTestedWithIfConditions() throws {
    let app = try load("testLinksTestedWithIfConditions")
    // `if url.host == "tickets"`, `else if url.path.hasPrefix("/help")`, `else if "weather" == url.host,
    // ...`, `hasSuffix`, `contains`, `starts(with:)`: each branch is a link of its own, named by the string
    // it tests (before, one link ran them all).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "tickets -> MarinaCoordinator.tickets: push tickets in MarinaCoordinator",
        "/help -> MarinaCoordinator.help: present help in MarinaCoordinator",
        "weather -> MarinaCoordinator.weather: present weather in MarinaCoordinator",
        "/ferries -> MarinaCoordinator.ferries: push ferries in MarinaCoordinator",
        "cargo -> MarinaCoordinator.cargo: present cargo in MarinaCoordinator",
        "/tides -> MarinaCoordinator.tides: present tides in MarinaCoordinator",
      ])
  }

  @Test func testRoutesPassedThroughAGenericBase() throws {
    let app = try load("testRoutesPassedThroughAGenericBase", entry: "DepotCoordinator")
    // `func show(_ route: R)` in `class Flow<R: NavigationRoute>`: `R` is the subclass's route enum, and
    // each case fires where the subclass's screens pass it; `audit`, which no screen passes, nowhere.
    #expect(
      describe(app.graph) == [
        "DepotCoordinator stack start shelves @33:1",
        "  shelves @11:8",
        "    push shelf @6:12",
        "  shelf @12:8",
        "    cover scan @6:12",
        "  scan @13:8",
        "  audit @14:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCoordinatorsHeldInStoredProperties() throws {
    let app = try load("testCoordinatorsHeldInStoredProperties", entry: "YardCoordinator")
    // `lazy var permits = PermitsCoordinator(presentationStyle: .sheet)`, navigated to by name: the style
    // given where the property is declared (before, the UIKit module's default, a cover).
    #expect(
      Array(describe(app.graph).prefix(4)) == [
        "YardCoordinator stack start gate @11:1",
        "  gate @5:8",
        "    present PermitsCoordinator @19:31",
        "    cover WeighbridgeCoordinator @20:35",  // `self.weighbridge`: no style given, the default
      ])
  }

  @Test func testNestedTypesOfOneName() throws {
    let app = try load("testNestedTypesOfOneName", entry: "JournalCoordinator")
    // Two views each with a nested `ViewModel` (one declared in an extension, one inside the view): inside
    // each view, `ViewModel` is its own (before, both were the first declared, and the entry's model
    // opened entries from the feed too, while the author's sheet was inferred).
    #expect(
      describe(app.graph) == [
        "JournalCoordinator stack start feed @26:1",
        "  feed @5:8",
        "    push entry @31:46",
        "  entry @6:8",
        "    present author @32:47",
        "  author @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCoordinatorsKnownOnlyAtRunTime() throws {
    let app = try load("testCoordinatorsKnownOnlyAtRunTime", entry: "HelmCoordinator")
    // `topCoordinator()` and `getTopCoordinator()` name a coordinator only known at run time: what is
    // done on them is not read, and a note says so where it is written.
    #expect(
      describe(app.graph) == [
        "HelmCoordinator stack start deck @18:1",
        "  deck @5:8",
        "    push chart @23:29",
        "  chart @6:8",
        "AlarmCoordinator stack start siren @41:1",
        "  siren @36:8",
      ])
    #expect(
      app.notes.map { "\($0.location.line):\($0.location.column ?? 0) \($0.message)" } == [
        "26:23 `topCoordinator()` returns a coordinator known only at run time: this `navigate` is not read",
        "31:17 `getTopCoordinator()` returns a coordinator known only at run time: this `dismiss` is not read",
      ])
  }

  @Test func testTabBarRootsAreHome() throws {
    let app = try load("testTabBarRootsAreHome")
    // The README's setup: the splash (started in `init`) is covered in `start` by the welcome flow, which
    // covers itself with the tab bar. The tabs' root screens are where the app settles, as the welcome
    // screen is: nothing after the welcome flow is a `no-way-back`.
    #expect(
      app.graph.home.map { "\($0.name) @\($0.location.line):\($0.location.column ?? 0)" } == [
        "MeCoordinator.profile @70:1",
        "NewsCoordinator.list @70:1",
        "WelcomeCoordinator.hello @26:12",
      ])
    #expect(!NavigationCheck.run(app.graph).findings.contains { $0.rule == "no-way-back" })
    var withoutTabs = app.graph
    withoutTabs.home.removeAll { $0.name != "WelcomeCoordinator.hello" }
    #expect(NavigationCheck.run(withoutTabs).findings.contains { $0.rule == "no-way-back" })
  }

  @Test func testCoordinatorsMadeByFactories() throws {
    let app = try load("testCoordinatorsMadeByFactories")
    // `router.navigate(to: factory.makeSettings())`, the factory held as a protocol whose conformer builds
    // `SettingsCoordinator(presentationStyle: .sheet)`; the same through a local; and a factory held as
    // its own type (`extras.makeAbout()`). The style given in the factory holds (before, the UIKit
    // module's default: a cover).
    #expect(
      Array(describe(app.graph).prefix(5)) == [
        "HubCoordinator stack start home @28:1",
        "  home @23:8",
        "    present SettingsCoordinator @35:28",
        "    present HelpCoordinator @38:12",
        "    present AboutCoordinator @41:25",
      ])
  }

  @Test func testFirstSwiftUIAPIShowsRoutes() throws {
    let app = try load("testFirstSwiftUIAPIShowsRoutes", entry: "LibraryCoordinator")
    // The first SwiftUI API: `class X: CoordinatorSUI<R>` with `show(.route)`; the first `show` in
    // `start` is the start. The app's own `show(page:)` does not take `show(.book)`'s arguments, so
    // that call is still the library's.
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelf @25:1",
        "  shelf @5:8",
        "    push book @30:21",
        "  book @6:8",
        "    push notes @31:22",  // `transitionStyle: .push` overrides the route's `.modal`
        "  notes @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesPickedByConditions() throws {
    let app = try load("testRoutesPickedByConditions", entry: "ShelfCoordinator")
    // `navigate(toRoute: isPro ? .map : .upgrade)`, a local set by an `if` expression, and one set by a
    // `switch` expression: each route a condition may pick is an action of the call (before, none was).
    // The `if` in the route's `body` builds either screen: WideShelfView's button fires from `shelf` too.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @36:1",
        "  shelf @5:8",
        "    cover upgrade @45:11",  // actions of one call: ordered by kind and target
        "    present map @45:11",
        "    push preview @50:11",
        "    push reader @50:11",
        "    cover upgrade @59:11",
        "    present settings @59:11",
        "    push atlas @63:11",
        "  map @6:8",
        "  upgrade @7:8",
        "  reader @8:8",
        "  preview @9:8",
        "  settings @10:8",
        "  atlas @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRouteStylesWrittenAsIfCase() throws {
    let app = try load("testRouteStylesWrittenAsIfCase", entry: "GuestCoordinator")
    // `if case .invite = self { return .sheet }` ... `return .push`: read as a `switch self` whose last
    // `return` is `default` (before, the first `return` was every route's style). Styles that a condition
    // picks (`id > 0 ? .fullScreenCover : .sheet`) all present a layer: a presentation, marked inferred.
    #expect(
      describe(app.graph) == [
        "GuestCoordinator stack start list @25:1",
        "  list @5:8",
        "    push guest @30:43",
        "    present invite @31:31",
        "    present card inferred @32:29",
        "  guest @6:8",
        "  invite @7:8",
        "  card @8:8",
        // `if case .edit = self { .sheet } else if case .share = self { .fullScreenCover } else { .push }`,
        // the same as an `if` expression. (Every route's screen is BadgeView, so each fires everywhere.)
        "BadgeCoordinator stack start badges @57:1",
        "  badges @45:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
        "  edit @46:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
        "  share @47:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
        "  detail @48:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
      ])
  }

  @Test func testScreensBuiltFromStoryboards() throws {
    let app = try load("testScreensBuiltFromStoryboards", entry: "StallCoordinator")
    // `let controller = CatalogViewController.instantiate()` (a `Storyboarded` factory) ... `return
    // controller`; `instantiateViewController(withIdentifier:) as! ProductViewController`; `guard let
    // controller = ... as? CheckoutViewController else`; a controller wrapped in a navigation
    // controller; and an arm that does something else before it returns its screen: each arm's screen
    // is known, so its `@IBAction`s fire from its route (before, every action fired from every route,
    // inferred).
    #expect(
      describe(app.graph) == [
        "StallCoordinator stack start catalog @60:1",
        "  catalog @17:8",
        "    push product @65:43",
        "    present basket @66:30",
        "  product @18:8",
        "    present basket @66:30",
        "  basket @19:8",
        "    cover checkout @67:28",
        "    dismiss @68:25",
        "  checkout @20:8",
        "    dismiss @68:25",
        "    cover receipt @69:31",
        "  receipt @21:8",
        "    dismiss @68:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testTypesOfOneNameInTwoModules() throws {
    let app = try DialectFixture.loadFolder("ALCoordinator/testTypesOfOneNameInTwoModules")
    // The packages `Feed` and `Profile` (`Packages/X/Sources/X/`) each declare `Route`, `RootView` and
    // `FlowCoordinator`: each coordinator reads its own module's types (before, the second module's were
    // dropped, and Profile's coordinator had Feed's routes). The coordinators go by their module's name
    // and their own, with `_` for the dot (a design's names are letters, digits and `_`).
    #expect(
      describe(app.graph) == [
        "MainTabs tabs start Feed_FlowCoordinator tabs Feed_FlowCoordinator,Profile_FlowCoordinator @40:1",
        "Feed_FlowCoordinator stack start list @26:1",
        "  list @5:8",
        "    push detail @28:38",
        "    present filter @29:31",
        "  detail @6:8",
        "  filter @7:8",
        "    dismiss @47:42",
        "Profile_FlowCoordinator stack start overview @27:1",
        "  overview @5:8",
        "    push edit @29:29",
        "    cover avatar @30:31",
        "  edit @6:8",
        "  avatar @7:8",
        "    finish @31:30",
      ])
    #expect(app.graph.home.map(\.name) == ["Feed_FlowCoordinator.list", "Profile_FlowCoordinator.overview"])
    #expect(app.inferredTriggers.isEmpty)
    // The design `extract` writes reads back with the same names.
    let written = DesignWriter.write(app.graph, format: .yaml)
    let reread = try DesignLoader.load(text: written, path: "design.yml").get()
    #expect(reread.coordinators.map(\.name) == app.graph.coordinators.map(\.name))
    #expect(reread.home.map(\.name) == app.graph.home.map(\.name))
    // `--entry` takes the name the output uses.
    let chosen = try DialectFixture.loadFolder(
      "ALCoordinator/testTypesOfOneNameInTwoModules", entry: "Profile_FlowCoordinator")
    #expect(chosen.graph.entry.name == "Profile_FlowCoordinator")
  }

  @Test func testCoordinatorsNestedInNamespaces() throws {
    let app = try load("testCoordinatorsNestedInNamespaces")
    // `enum Account { final class Coordinator: SUICoordinator.Coordinator<Route> }`: the library's class,
    // written with its module because the app declares a `Coordinator` of its own (before, no coordinator
    // was found). The coordinators are named with `_` for the dot.
    #expect(app.graph.entry.name == "Account_Coordinator")
    #expect(
      describe(app.graph) == [
        "Account_Coordinator stack start overview @26:3",
        "  overview @12:10",
        "    push security @28:35",
        "    present Help_Coordinator @29:31",
        "  security @13:10",
        "Help_Coordinator stack start topics @48:3",
        "  topics @43:10",
      ])
    // `SUICoordinator.Coordinator` names the library's class, not the app's `Account.Coordinator`: no app
    // type is the superclass of either.
    let path = packageRoot.appendingPathComponent(
      "Tests/CoordGraphTests/Fixtures/ALCoordinator/testCoordinatorsNestedInNamespaces.swift"
    ).path
    let types = AppTypes(index: SourceIndexer.index(files: [path]))
    #expect(types.lineage(of: "Help.Coordinator").map(\.name) == ["Help.Coordinator"])
  }

  @Test func testCompletionsOfLibraryTransitionsRunWithThem() throws {
    let app = try load("testCompletionsOfLibraryTransitionsRunWithThem", entry: "TillCoordinator")
    // `router.dismiss(animated: true) { self?.router.navigate(to: .receipt) }`: the completion runs when
    // the dismissal ends, on the same tap (before, it was a callback of the coordinator's that no screen
    // could be found for, and fired from every route, inferred). The closure given to the app's own
    // `dismiss(then:)` is the app's to call, when it chooses: that one stays inferred.
    #expect(
      describe(app.graph) == [
        "TillCoordinator stack start basket @27:1",
        "  basket @5:8",
        "    present payment @32:23",
        "    push help inferred @43:24",
        "  payment @6:8",
        "    dismiss @35:12",
        "    push receipt @36:20",
        "    push help inferred @43:24",
        "  receipt @7:8",
        "    push help inferred @43:24",
        "  help @8:8",
        "    push help inferred @43:24",
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["push help"])
  }

  @Test func testTabViewsOfCoordinatorsInTheApp() throws {
    let app = try load("testTabViewsOfCoordinatorsInTheApp")
    // `TabView { home.getView().tabItem { ... }; search.getView().tabItem { ... } }` in the `@main` App:
    // the app starts with a tab bar of those coordinators, named after the App (before, the entry was
    // HomeCoordinator, with a note, and SearchCoordinator was never started).
    #expect(app.graph.entry.name == "VoleApp")
    #expect(
      describe(app.graph).filter { !$0.hasPrefix(" ") } == [
        "HomeCoordinator stack start feed @34:1",
        "SearchCoordinator stack start query @57:1",
        "VoleApp tabs start HomeCoordinator tabs HomeCoordinator,SearchCoordinator @4:1",
      ])
    #expect(app.notes.isEmpty)
    // Named with --entry, the app starts with that coordinator alone.
    let chosen = try load("testTabViewsOfCoordinatorsInTheApp", entry: "HomeCoordinator")
    #expect(chosen.graph.coordinators.map(\.name) == ["HomeCoordinator", "SearchCoordinator"])
  }

  @Test func testTypesDeclaredInTwoTargets() throws {
    let app = try DialectFixture.loadFolder("ALCoordinator/testTypesDeclaredInTwoTargets")
    // The app's and its widget's folders (two targets of one Xcode project, one module as read) both
    // declare `ContentView`: the first is read, and a note says where the other is (before: silently).
    #expect(
      describe(app.graph)[...2] == [
        "PebbleCoordinator stack start home @23:1", "  home @11:8", "    push detail @25:31",
      ])
    #expect(
      app.notes.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)" } == [
        "Widget.swift:4"
      ])
    #expect(app.notes.first?.message.contains("App/App.swift:28:1") == true)
  }
}
