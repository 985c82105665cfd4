import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Tab coordinators that set their pages and select a page in code.
extension ALCoordinatorDialectTests {
  @Test func testPagesSetLaterAndTheStartPageSelectedInInit() throws {
    let app = try load("testPagesSetLaterAndTheStartPageSelectedInInit", entry: "DeskTabs")
    // `setPages([.inbox, .reports, .admin], currentPage: .admin)`, called from the inbox's button, switches to the
    // admin tab; `setPages` without a current page switches to none. `currentPage = .reports` in the tab coordinator's
    // own `init`, after `super.init(pages:currentPage: nil)`, is the page it starts on. Before, the first was no
    // action, and the second was a switch to reports from every route of every tab, inferred, the tabs starting on
    // the inbox.
    #expect(
      describe(app.graph) == [
        "DeskTabs tabs start ReportsCoordinator tabs InboxCoordinator,ReportsCoordinator,AdminCoordinator @29:1",
        "InboxCoordinator stack start inbox @49:1",
        "  inbox @40:8",
        "    select AdminCoordinator @35:36",
        "ReportsCoordinator stack start reports @60:1",
        "  reports @55:8",
        "AdminCoordinator stack start panel @74:1",
        "  panel @65:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChildrenAddedAsTabsAreNoted() throws {
    let app = try load("testChildrenAddedAsTabsAreNoted", entry: "Tabs")
    // `router.navigate(to: PromoCoordinator())` in a `TabbarCoordinator` of the older modules adds the child as a tab
    // at run time, which the graph does not hold: the call is left out, with a note that says so. Before, it was left
    // out with no note.
    #expect(
      describe(app.graph) == [
        "Tabs tabs start HomeCoordinator tabs HomeCoordinator @12:1",
        "HomeCoordinator stack start home @23:1",
        "  home @18:8",
        "PromoCoordinator stack start promo @37:1",
        "  promo @32:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "14:28 this `navigate` in Tabs, a `TabbarCoordinator` of the library's older modules, adds PromoCoordinator "
          + "as a tab at run time: tabs added so are not read, and the call is left out"
      ])
  }

  @Test func testTabsSwitchedByAPageParameterOrARawValue() throws {
    let app = try load("testTabsSwitchedByAPageParameterOrARawValue", entry: "BoardTabs")
    // `currentPage = page` in `func show(_ page: BoardPage)` selects each page where a caller passes it (the calls
    // tab passes `.contacts` and `.voicemail`); `BoardPage(rawValue: saved)`, held in a local, may be any page; and
    // `currentPage = BoardPage(rawValue: url.host() ?? "") ?? .calls` in the URL handler opens a link per page, named
    // by its raw value, and selects calls for any other URL (`??` is a choice of its operands). Before, none of them
    // was read: no tab switch and no deep link.
    #expect(
      describe(app.graph) == [
        "BoardTabs tabs start CallsCoordinator tabs CallsCoordinator,ContactsCoordinator,VoicemailCoordinator @33:1",
        "CallsCoordinator stack start recents @66:1",
        "  recents @53:8",
        "    select ContactsCoordinator @39:5",
        "    select VoicemailCoordinator @39:5",
        "ContactsCoordinator stack start list @81:1",
        "  list @72:8",
        "    select CallsCoordinator @44:5",
        "    select ContactsCoordinator @44:5",
        "    select VoicemailCoordinator @44:5",
        "VoicemailCoordinator stack start inbox @94:1",
        "  inbox @89:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "recent -> CallsCoordinator: select CallsCoordinator in BoardTabs",
        "people -> ContactsCoordinator: select ContactsCoordinator in BoardTabs",
        "voicemail -> VoicemailCoordinator: select VoicemailCoordinator in BoardTabs",
        "BoardTabs.open -> CallsCoordinator: select CallsCoordinator in BoardTabs",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testATabBarsOwnViewGivenAsItsViewContainer() throws {
    let app = try load("testATabBarsOwnViewGivenAsItsViewContainer", entry: "QuillTabs")
    // `viewContainer: { tabs in QuillTabView(tabs: tabs) }`: the tab bar's own view, whose button presents the
    // composer, is in sight on each tab's start and on the routes pushed on its stack, not on the `filters` sheet.
    // Before, the view was no screen of any route: the presentation fired from every route of the tabs, inferred.
    #expect(
      describe(app.graph) == [
        "QuillTabs tabs start FeedCoordinator tabs FeedCoordinator,ProfileCoordinator @22:1",
        "FeedCoordinator stack start feed @60:1",
        "  feed @40:8",
        "    present ComposeCoordinator @28:11",
        "    push post @62:33",
        "    present filters @63:36",
        "  post @41:8",
        "    present ComposeCoordinator @28:11",
        "  filters @42:8",
        "ProfileCoordinator stack start profile @72:1",
        "  profile @67:8",
        "    present ComposeCoordinator @28:11",
        "ComposeCoordinator stack start editor @86:1",
        "  editor @77:8",
        "    finish @81:58",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testATabBarsOwnViewGivenAsItsCustomView() throws {
    let app = try load("testATabBarsOwnViewGivenAsItsCustomView", entry: "DockTabs")
    // The older modules' `super.init(customView: view, ...)`, `view` a local holding `DockTabsView(viewModel:
    // viewModel)`: the view and its model belong to each tab's routes, so the model's switch to the crew tab fires
    // there. Before, it fired from the same routes, inferred.
    #expect(
      describe(app.graph) == [
        "DockTabs tabs start BoatsCoordinator tabs BoatsCoordinator,CrewCoordinator @38:1",
        "BoatsCoordinator stack start boats @53:1",
        "  boats @48:8",
        "    select CrewCoordinator @30:17",
        "CrewCoordinator stack start crew @63:1",
        "  crew @58:8",
        "    select CrewCoordinator @30:17",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testATabPageHeldByALocalChoice() throws {
    let app = try load("testATabPageHeldByALocalChoice", entry: "RoomTabs")
    // `let page = RoomPage(rawValue: url.host() ?? "") ?? .lobby; currentPage = page`: the local holds a page made from
    // the URL, else the lobby. Before, a local holding a choice was not followed: no deep link. The page `stage`, whose
    // name the route `StageRoute.stage` shares, is still named by its raw value (before: `stage`).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "lobby -> LobbyCoordinator: select LobbyCoordinator in RoomTabs",
        "main-stage -> StageCoordinator: select StageCoordinator in RoomTabs",
        "RoomTabs.open -> LobbyCoordinator: select LobbyCoordinator in RoomTabs",
      ])
  }
}

/// Tab switches made by code a tab coordinator's initialiser subscribes to events.
extension ALCoordinatorDialectTests {
  @Test func testTabsSwitchedByEventsSubscribedInInit() throws {
    let app = try load("testTabsSwitchedByEventsSubscribedInInit", entry: "StoreTabs")
    // The tab coordinator's `init` subscribes to a shared bus's subject and selects a page in each arm; screens post
    // events through the bus's `post(_:)`, which sends its parameter on. Each arm fires where its case is posted: the
    // cart from the shelf, the orders from the basket. Before, the `currentPage = .orders` written in the subscription
    // (code that runs later) was read as the page the tabs start on, and no switch was read; with that mended, both
    // switches fired from both screens, the case not being passed through `post(_:)`.
    #expect(
      describe(app.graph) == [
        "StoreTabs tabs start BrowseCoordinator tabs BrowseCoordinator,CartCoordinator,OrdersCoordinator @38:1",
        "BrowseCoordinator stack start shelf @61:1",
        "  shelf @56:8",
        "    select CartCoordinator @47:25",
        "CartCoordinator stack start basket @75:1",
        "  basket @70:8",
        "    select OrdersCoordinator @48:27",
        "OrdersCoordinator stack start list @89:1",
        "  list @84:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// Tabs that show one coordinator type twice.
extension ALCoordinatorDialectTests {
  @Test func testTwoTabsOfOneCoordinatorType() throws {
    let app = try load("testTwoTabsOfOneCoordinatorType", entry: "NewsTabs")
    // `case .latest: return FeedCoordinator(order: .latest)` and `case .popular: return FeedCoordinator(order:
    // .popular)`: two tabs, each an instance of its own. The second is read as a copy, `FeedCoordinator_2`, with the
    // same routes and actions, and a note says so. Before, the tab bar named `FeedCoordinator` twice, and `check`
    // reported a `duplicate-name` error for the app's second tab and left it out of the tab bar.
    #expect(
      describe(app.graph) == [
        "NewsTabs tabs start FeedCoordinator tabs FeedCoordinator,FeedCoordinator_2,SavedCoordinator @22:1",
        "FeedCoordinator stack start feed @42:1",
        "  feed @29:8",
        "    push story @51:33",
        "  story @30:8",
        "SavedCoordinator stack start saved @66:1",
        "  saved @60:8",
        "FeedCoordinator_2 stack start feed @42:1",
        "  feed @29:8",
        "    push story @51:33",
        "  story @30:8",
      ])
    #expect(app.graph.home.map(\.name) == ["FeedCoordinator.feed", "FeedCoordinator_2.feed", "SavedCoordinator.saved"])
    #expect(app.notes.map(\.message).contains { $0.contains("read as a copy of it, FeedCoordinator_2") })
    let rules = Set(NavigationCheck.run(app.graph).findings.map(\.rule))
    #expect(!rules.contains("duplicate-name"))
  }

  @Test func testAScreenTwoFlowsShowCallsTheFlowThatBuiltIt() throws {
    let app = try load("testAScreenTwoFlowsShowCallsTheFlowThatBuiltIt", entry: "StudioTabs")
    // Both tabs show `ArtworkViewController`, each built with the flow itself as its `router: ArtworkRouting`: the
    // artist button on the prints tab's artwork pushes the prints' artist, on the frames tab's presents the frames'
    // quote. Before, each flow's `showArtist` also fired from the other tab's artwork, read as a sibling tab asking
    // for it: an inferred push or present from the flow's first screen.
    #expect(
      describe(app.graph) == [
        "StudioTabs tabs start PrintsCoordinator tabs PrintsCoordinator,FramesCoordinator @22:1",
        "PrintsCoordinator stack start list @61:1",
        "  list @46:8",
        "    push artwork @66:41",
        "  artwork @47:8",
        "    push artist @67:48",
        "  artist @48:8",
        "FramesCoordinator stack start list @104:1",
        "  list @84:8",
        "    push artwork @109:41",
        "  artwork @85:8",
        "    present quote @110:48",
        "  quote @86:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
