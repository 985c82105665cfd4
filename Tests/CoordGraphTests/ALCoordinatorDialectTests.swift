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
  func load(_ name: String, entry: String? = nil) throws -> SwiftApp {
    try DialectFixture.load("ALCoordinator/\(name)", entry: entry)
  }

  func describe(_ graph: NavigationGraph) -> [String] { DialectFixture.describe(graph) }

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
        // A .fullScreenCover route that every navigation pushes: close() pops it, as the navigations show
        // it (before, a pop marked inferred).
        "    pop @57:67",
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

  @Test func testDefaultRoutesGivenAStyleWithArguments() throws {
    let app = try load("testDefaultRoutesGivenAStyleWithArguments", entry: "ExploreCoordinator")
    // `DefaultRoute(presentationStyle: .detents([.medium, .large])) { FiltersView() }` and a `.custom(...)` style:
    // the style's own calls come before the content closure. Before, the reading stopped at them and left both
    // screens out.
    #expect(
      describe(app.graph) == [
        "ExploreCoordinator stack start map @16:1",
        "  map @5:8",
        "    present FiltersView @20:11",
        "    present LegendView inferred @24:11",
        "  FiltersView @20:11",
        "    dismiss @40:43",
        "  LegendView @24:11",
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

  @Test func testTabPagesSetLater() throws {
    let app = try load("testTabPagesSetLater", entry: "StudioTabs")
    // `super.init(pages: [.feed, .search])`, then `setPages([.feed, .search, .pro])` once upgraded: the page set
    // later is a tab too, after the first ones, and selecting it shows its coordinator. Before, it was no tab:
    // `check` warned that ProCoordinator is never started and its page never shown.
    let tabs = try #require(app.graph.coordinator(named: "StudioTabs"))
    #expect(tabs.tabs.map(\.name) == ["FeedCoordinator", "SearchCoordinator", "ProCoordinator"])
    #expect(NavigationCheck.run(app.graph).findings.map(\.rule).isEmpty)
  }

  @Test func testTabPagesBuiltByAFactory() throws {
    let app = try load("testTabPagesBuiltByAFactory", entry: "FleetTabs")
    // `func coordinator() -> any CoordinatorType { FleetFactory.makeCoordinator(for: self) }`, whose `switch page`
    // builds `BoatsCoordinator()` for `.boats` and `CrewCoordinator()` for `.crew`: each tab is the coordinator its
    // case's arm builds. Before, both tabs named the factory, `FleetFactory` (dangling references, a duplicate tab, and
    // no exploration).
    let tabs = try #require(app.graph.coordinator(named: "FleetTabs"))
    #expect(tabs.tabs.map(\.name) == ["BoatsCoordinator", "CrewCoordinator"])
    #expect(tabs.start.name == "BoatsCoordinator")
    #expect(NavigationCheck.run(app.graph).findings.map(\.rule).isEmpty)
  }

  @Test func testChildCoordinatorsBuiltByAFactory() throws {
    let app = try load("testChildCoordinatorsBuiltByAFactory", entry: "PierCoordinator")
    // `navigate(to: factory.make(.help), presentationStyle: .fullScreenCover)`, where `func make(_ flow: Flow) ->
    // AnyCoordinatorType` switches over its parameter and builds a coordinator per arm: the one of the `.help` arm
    // (and `factory.makeSettings()`, typed by its return, as before). Before, the second navigation was not read:
    // `AnyCoordinatorType` names no coordinator.
    #expect(
      describe(app.graph) == [
        "PierCoordinator stack start pier @35:1",
        "  pier @5:8",
        "    present SettingsCoordinator @40:11",
        "    cover HelpCoordinator @44:11",
        "SettingsCoordinator stack start main @48:1",
        "  main @11:8",
        "HelpCoordinator stack start faq @52:1",
        "  faq @17:8",
      ])
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

  @Test func testForcedPresentationOnTheMainCoordinator() throws {
    let app = try load("testForcedPresentationOnTheMainCoordinator")
    // `forcePresentation` with no `mainCoordinator:`, or with the library's `BaseCoordinator.mainCoordinator`,
    // presents on the coordinator the app set as the main one (`BaseCoordinator.mainCoordinator = coordinator`). Before,
    // the step ran in the coordinator being presented, never running when a link arrives: deep-link-unresolved.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "storm -> StormCoordinator.warning: cover StormCoordinator in HarbourCoordinator",
        "tides -> TidesCoordinator.table: present TidesCoordinator in HarbourCoordinator",
      ])
  }

  @Test func testForcedPresentationWhereTheAppSetsNoMainCoordinator() throws {
    let app = try load("testForcedPresentationWhereTheAppSetsNoMainCoordinator")
    // The newer API: `forcePresentation` with no root coordinator, or `rootCoordinator: nil`, in an app that sets no
    // main coordinator (a notification's tap, `.onOpenURL`). The library presents over whatever is shown: the step runs
    // in the entry coordinator (no `in`), whose presented layer goes on top. Before, it ran in the coordinator being
    // presented, which no state holds when the link arrives: deep-link-unresolved in every state.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "GalleryApp.body -> NewsCoordinator.story: cover NewsCoordinator in -",
        "GalleryDelegate.userNotificationCenter -> PromoCoordinator.offer: present PromoCoordinator in -",
      ])
    #expect(!NavigationCheck.run(app.graph).findings.contains { $0.rule == "deep-link-unresolved" })
  }

  @Test func testCircularReferencesAreReadWithoutLooping() throws {
    let app = try load("testCircularReferencesAreReadWithoutLooping", entry: "C")
    // `x` and `y` have no type to find; `p` and `q` neither: their calls drive no coordinator.
    #expect(describe(app.graph) == ["C stack start a @4:1", "  a @3:26"])
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
        "    push vehicles @72:38",
        "  vehicles @7:10",
        "    present addVehicle @79:33",
        "  addVehicle @8:10",
        "  archive @9:10",
        "HelpCoordinator stack start index @59:1",
        "  index @45:10",
        "    push vehicles @94:38",  // `go(to: .vehicles)`: HelpCoordinator.Route's case
        "  vehicles @46:10",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesPassedAfterParametersThatPickNothing() throws {
    let app = try load("testRoutesPassedAfterParametersThatPickNothing", entry: "TramCoordinator")
    // `func go(animated: Bool, to route: TramRoute)` hands `animated` to the library and tests it nowhere, and `func
    // open(from source: Source, _ route: TramRoute)` only prints `source`: the route picks, each case where a caller
    // passes it. `pin(favourite:place:)` tests its `Bool`: that still picks (`saved` where a caller passes `true`, `map`
    // where one passes `false`), as before. `replay(_ route:from:)` hands its route to the library through a local
    // (`let next = route`): the route picks, and the local stands for it. `show(from:_:)` hands `source` to the app's
    // analytics, whose `record(_:)` only prints it: the route picks (before this, handing a case to any method of the
    // app counted as using it: every route of `show` from the line). Before, the first `Bool` or enum parameter
    // always picked, so every route of `go` and `open` fired from both screens (`lines` pushed `lines`, `map` and
    // `stop` too), and `replay`'s `navigate` was left out with a note.
    #expect(
      describe(app.graph) == [
        "TramCoordinator stack start lines @34:1",
        "  lines @5:8",
        "    push saved @59:14",
        "    push line @74:35",
        "    present disruptions @75:42",
        "    push help @77:35",
        "  line @6:8",
        "    push map @61:14",
        "    push stop @88:35",
        "    push timetable @89:40",
        "    present disruptions @107:36",
        "  stop @7:8",
        "  disruptions @8:8",
        "  saved @9:8",
        "  map @10:8",
        "  help @11:8",
        "  timetable @12:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(app.notes.isEmpty)
  }

  @Test func testRoutesAHelperIsPassedByAChoice() throws {
    let app = try load("testRoutesAHelperIsPassedByAChoice", entry: "PlotCoordinator")
    // `show(isPro ? .map : .upgrade)`: a choice of cases passes each of them, written at that call. `show(saved ??
    // .help)`, where `saved` is a property that may hold any route, passes any (the routes no call names on the map
    // stay at the helper's `navigate`). Before, a choice passed any route: every route fired from both screens.
    #expect(
      describe(app.graph) == [
        "PlotCoordinator stack start plots @18:1",
        "  plots @5:8",
        "    present upgrade @30:46",
        "    push map @30:46",
        "  map @5:15",
        "    present upgrade @24:47",
        "    push map @24:47",
        "    push plots @24:47",
        "    push help @37:47",
        "    push last @37:47",
        "  upgrade @5:20",
        "  last @5:29",
        "  help @5:35",
      ])
  }

  @Test func testActionsWrittenWhereTheRouteIsNamed() throws {
    let app = try load("testActionsWrittenWhereTheRouteIsNamed", entry: "LakeCoordinator")
    // `private func show(_ route: LakeRoute) { navigate(toRoute: route) }`: each action is written where a call names
    // its route (`show(.boats)` in `showBoats()`, `open(.fishing)` in a view, through `open(_:)`, which hands its
    // parameter on), on the routes that call fires from: `map` from `showMap()` on the shore and on the boats, and
    // from the fishing view's own `open(.map)`. A value no call names (`open(forecast)`, a property nothing sets) stays
    // at the helper's `navigate`. Before, every action was at the helper's `navigate` (@53:11).
    #expect(
      describe(app.graph) == [
        "LakeCoordinator stack start shore @41:1",
        "  shore @17:8",
        "    push boats @44:34",
        "    present map @45:32",
        "    push fishing @53:11",
        "    push shore @53:11",
        "    push weather @53:11",
        "  boats @18:8",
        "    present map @45:32",
        "    push fishing @71:50",
        "  fishing @19:8",
        "    present map @79:46",
        "  map @20:8",
        "  weather @21:8",
      ])
    // The link's step too: `show(.boats)` in the handler.
    let step = try #require(app.graph.deepLinks.first?.steps?.first)
    #expect(step.action.kind == .push && step.action.target == "boats")
    #expect(step.action.location.line == 49 && step.action.location.column == 38)
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesPassedThroughAGenericBase() throws {
    let app = try load("testRoutesPassedThroughAGenericBase", entry: "DepotCoordinator")
    // `func show(_ route: R)` in `class Flow<R: NavigationRoute>`: `R` is the subclass's route enum, and
    // each case fires where the subclass's screens pass it; `audit`, which no screen passes, nowhere.
    #expect(
      describe(app.graph) == [
        "DepotCoordinator stack start shelves @33:1",
        "  shelves @11:8",
        "    push shelf @42:35",
        "  shelf @12:8",
        "    cover scan @50:34",
        "  scan @13:8",
        "  audit @14:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCoordinatorsHeldByTheLibrarysClass() throws {
    let app = try load("testCoordinatorsHeldByTheLibrarysClass")
    // The view controllers' base class holds its coordinator by the library's class (`weak var coordinator:
    // UIKCoordinator.NavigationCoordinator<ShopRoute>?`): its calls (`coordinator?.router.navigate(to: .item)`)
    // drive the app's coordinator of that route enum. Before, they were not read: a false dead end on the list
    // and two routes never shown.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start list @35:1",
        "  list @15:8",
        "    push item @44:47",
        "  item @16:8",
        "    present basket @48:49",
        "  basket @17:8",
        "    dismiss @52:48",
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
}
