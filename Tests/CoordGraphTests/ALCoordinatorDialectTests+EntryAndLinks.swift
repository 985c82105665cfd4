import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// The entry coordinator, `home`, deep links and the notes of what is left out.
extension ALCoordinatorDialectTests {
  @Test func testLinksThatSwitchTabsByAssignmentInTheirClosure() throws {
    let app = try load("testLinksThatSwitchTabsByAssignmentInTheirClosure")
    // `.onOpenURL { url in if url.host == "berths" { tabs.currentPage = .berths } ... }`: an assignment written in
    // the link's closure itself (also in a `Task`) is the link's step. Before, only calls there were read, and a
    // closure without one opened no link.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "berths -> BerthsCoordinator.berths: select BerthsCoordinator in HarbourTabs",
        "tides -> TidesCoordinator.tides: select TidesCoordinator in HarbourTabs",
      ])
    #expect(app.notes.isEmpty)
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
        // `photo`, a case of the route enum it shares with ExploreCoordinator, is ExploreCoordinator's
        // only: nothing shows it in TripCoordinator
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

  @Test func testLinksNamedByTheEnumsParser() throws {
    let app = try load("testLinksNamedByTheEnumsParser")
    // `PantryLink(url:)` maps each host to a case (`case "list": self = .shoppingList`): a link is called
    // by that string (before, by the case's name, `shoppingList`), and the parser is no handler of its own
    // (before, a note said that its `recipe` arm led nowhere). The route enum's `recipe` and `shelf` do not
    // blur the names: the cases are the switched parameter's. `popToRoot` ends on the stack's first route
    // (before, `home` was left out: where its steps end could not be told). A case that several strings
    // map to (`case "list", "lists":`, and `case "cart":` again) gives a link per string, as a handler's own
    // `case "a", "b":` does (before, only the first string was read). `settings`, which the parser maps no
    // string to, is opened by no URL (before, a link called `settings`).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "recipe -> PantryCoordinator.recipe: push recipe in PantryCoordinator",
        "home -> PantryCoordinator.shelf: popToRoot in PantryCoordinator",  // `self = Self.shelf`
        "list -> PantryCoordinator.list: present list in PantryCoordinator",
        "lists -> PantryCoordinator.list: present list in PantryCoordinator",
        "cart -> PantryCoordinator.list: present list in PantryCoordinator",
      ])
    #expect(app.notes.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLinksThatOnlySwitchTabs() throws {
    let app = try load("testLinksThatOnlySwitchTabs")
    // `open(_ url: URL)`, called from `scene(_:openURLContexts:)`, switches tabs by assignment only
    // (`case "den": tabs?.currentPage = .den`): a link per case (before, a handler without a call was
    // skipped, and the app had no link at all).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "river -> RiverCoordinator.place: select RiverCoordinator in MainTabs",
        "den -> DenCoordinator.place: select DenCoordinator in MainTabs",
      ])
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

  @Test func testNotificationTapsOpenLinks() throws {
    let app = try load("testNotificationTapsOpenLinks")
    // The user's tap on a notification reaches `userNotificationCenter(_:didReceive:withCompletionHandler:)`,
    // which hands the `UNNotificationResponse` to the coordinator's `handle(_:)`: a link per `case` of the
    // category, as for a URL. `willPresent` (a notification shown in the foreground) is no tap and runs
    // nothing. Before, `showBooking()`, which only the handler calls, fired from every route, inferred.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "BOOKING_CONFIRMED -> HarbourCoordinator.booking: push booking in HarbourCoordinator",
        "NEW_MESSAGE -> HarbourCoordinator.messages: present messages in HarbourCoordinator",
      ])
    #expect(app.graph.deepLinks.map { "\($0.location.line):\($0.location.column ?? 0)" } == ["61:7", "63:7"])
    // `showMessages()` is also a button's: it stays on the screen that calls it.
    #expect(
      DialectFixture.describe(app.graph) == [
        "HarbourCoordinator stack start berths @55:1",
        "  berths @37:8",
        "    present messages @70:32",
        "  booking @38:8",
        "  messages @39:8",
        "    dismiss @71:33",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(app.notes.isEmpty)
  }

  @Test func testNotificationTapsThatCarryAURL() throws {
    let app = try load("testNotificationTapsThatCarryAURL")
    // The tap hands the URL in the notification's payload to `open(_:)`, the app's URL handler, which
    // `application(_:open:options:)` also calls: a link per `case` of the host, whichever way the URL came.
    // Before, the call from the notification callback made `open(_:)` navigation of the app's own, and
    // `application(_:open:options:)` one link that ran both cases' steps in a row.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "booking -> HarbourCoordinator.booking: push booking in HarbourCoordinator",
        "messages -> HarbourCoordinator.messages: present messages in HarbourCoordinator",
      ])
    #expect(app.graph.deepLinks.map { "\($0.location.line):\($0.location.column ?? 0)" } == ["61:7", "63:7"])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testQuickActionsOpenLinks() throws {
    let app = try load("testQuickActionsOpenLinks")
    // A Home Screen quick action reaches `windowScene(_:performActionFor:completionHandler:)`, or at a cold
    // start `scene(_:willConnectTo:options:)`, which hand the `UIApplicationShortcutItem` to `perform(_:)`:
    // a link per type it tests. Before, `showScanner()`, which only the quick action calls, fired from
    // every route, inferred.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "com.larder.scan -> LarderCoordinator.scanner: cover scanner in LarderCoordinator",
        "com.larder.list -> LarderCoordinator.list: push list in LarderCoordinator",
      ])
    #expect(app.graph.deepLinks.map { "\($0.location.line):\($0.location.column ?? 0)" } == ["32:20", "36:20"])
    #expect(
      DialectFixture.describe(app.graph) == [
        "LarderCoordinator stack start shelves @62:1",
        "  shelves @44:8",
        "    push list @64:28",
        "  list @45:8",
        "  scanner @46:8",
        "    dismiss @66:32",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testAppIntentParametersOpenALinkPerCase() throws {
    let app = try load("testAppIntentParametersOpenALinkPerCase")
    // An App Intent whose `perform()` switches over its `@Parameter var screen: Screen` opens one link per value of
    // the parameter, named with it, each running its own arm (`default:` for the cases the others leave). Before,
    // one link ran all three arms in a row.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "OpenScreenIntent.perform(screen: budget) -> LedgerCoordinator.budget: push budget in LedgerCoordinator",
        "OpenScreenIntent.perform(screen: newExpense) -> LedgerCoordinator.newExpense: present newExpense in LedgerCoordinator",
        "OpenScreenIntent.perform(screen: accounts) -> LedgerCoordinator.accounts: popToRoot in LedgerCoordinator",
        "OpenScreenIntent.perform(screen: history) -> LedgerCoordinator.accounts: popToRoot in LedgerCoordinator",
      ])
  }

  @Test func testAppIntentsOpenLinks() throws {
    let app = try load("testAppIntentsOpenLinks")
    // An App Intent's `perform()` (Shortcuts, Siri, a widget's button) opens the app at a place: a link named
    // after it, whose steps are what it runs. Before, `showBudget()`, which only an intent called, fired from
    // every route, inferred: a false `unbounded-growth` warning. A `perform()` of a type that is no intent is
    // the app's own method, and fires where it is called.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "AddExpenseIntent.perform -> LedgerCoordinator.newExpense: present newExpense in LedgerCoordinator",
        "ShowBudgetIntent.perform -> LedgerCoordinator.budget: push budget in LedgerCoordinator",
      ])
    #expect(
      DialectFixture.describe(app.graph) == [
        "LedgerCoordinator stack start accounts @33:1",
        "  accounts @13:8",
        "    present newExpense @37:39",
        "  newExpense @14:8",
        "    dismiss @39:37",
        "  budget @15:8",
        "    push budget @38:35",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChildCoordinatorsPassedAsAParameterAreNoted() throws {
    let app = try load("testChildCoordinatorsPassedAsAParameterAreNoted", entry: "AtelierCoordinator")
    // `func open(_ child: AnyCoordinatorType) async { await navigate(to: child, presentationStyle: .sheet) }`, called
    // with `InkCoordinator()` and `LampCoordinator()`: the coordinators the callers pass are not followed, so the
    // navigation is left out, and a note says so where it is written (before, it was left out silently, and `check`
    // only reported the two coordinators as never started).
    #expect(
      DialectFixture.describe(app.notes) == [
        "26:11 `child` is a parameter of type AnyCoordinatorType, not of one coordinator of the app: the coordinator "
          + "its callers pass is not followed, and this `navigate` is not read"
      ])
  }

  @Test func testNotesForMissingRouteTypesAndASecondEntry() throws {
    let app = try load("testNotesForMissingRouteTypesAndASecondEntry")
    #expect(app.graph.entry.name == "MainCoordinator")
    #expect(
      DialectFixture.describe(app.notes) == [
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
      DialectFixture.describe(app.notes) == [
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

  @Test func testLinksTestedWithGuardConditions() throws {
    let app = try load("testLinksTestedWithGuardConditions")
    // `guard url.host == "ticket" else { return }` names the link that the rest of the handler runs, as
    // `if url.host == "ticket" { ... }` does (before, the link was named after the handler,
    // `JourneyCoordinator.open`); the `if` before it stays a link of its own. A test of the scheme
    // (`guard url.scheme == "rail"`) names no link: every link has it.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "/help -> JourneyCoordinator.help: present help in JourneyCoordinator",
        "ticket -> JourneyCoordinator.ticket: cover ticket in JourneyCoordinator",
        "JourneyCoordinator.handOff -> JourneyCoordinator.help: present help in JourneyCoordinator",
      ])
  }

  @Test func testLinksTestedAgainstSeveralStrings() throws {
    let app = try load("testLinksTestedAgainstSeveralStrings")
    // A test against one of several strings gives a link per string, in the order written: `||` of tests,
    // `["help", "support"].contains(url.host)`, `case "/settings", "/preferences":` (before, the `if`s named
    // no link, so their steps made one link named after the handler, and the `case` gave its last string
    // only); a string test joined by `&&` names its link, as in a condition list.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "orders -> HarborCoordinator.orders: push orders in HarborCoordinator",
        "order -> HarborCoordinator.orders: push orders in HarborCoordinator",
        "help -> HarborCoordinator.help: present help in HarborCoordinator",
        "support -> HarborCoordinator.help: present help in HarborCoordinator",
        "map -> HarborCoordinator.map: push map in HarborCoordinator",
        "/settings -> HarborCoordinator.settings: push settings in HarborCoordinator",
        "/preferences -> HarborCoordinator.settings: push settings in HarborCoordinator",
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
}

extension ALCoordinatorDialectTests {
  @Test func testFilesThatDoNotParseAreReadAsFarAsTheyParse() throws {
    let app = try load("testFilesThatDoNotParseAreReadAsFarAsTheyParse", entry: "DraftCoordinator")
    // `Button("Preview" { ... }` lacks a parenthesis: SwiftParser recovers, and the editor's action is
    // still read; a note at the first error says why something near it could be missing.
    #expect(
      describe(app.graph) == [
        "DraftCoordinator stack start drafts @25:1",
        "  drafts @5:8",
        "    push editor @27:29",
        "  editor @6:8",
        "    present preview @28:32",
        "  preview @7:8",
        "    dismiss @46:67",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "40:21 syntax error: expected ')' in function call; this file is read as far as it parses, so navigation "
          + "written near the error may be missing"
      ])
    // A file that parses cleanly gets no such note (the other fixtures assert their notes too).
    #expect(try load("testCloseDismissesWhatItPresentsAndPopsWhatItPushes", entry: "NotesCoordinator").notes.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testEntryCoordinatorsHeldByTheRootView() throws {
    let app = try load("testEntryCoordinatorsHeldByTheRootView")
    // The App holds no coordinator; the view its `WindowGroup` shows does (`@StateObject private var
    // coordinator = MarketCoordinator()`): that is the entry, with no note. The HelpCoordinator that the
    // market presents is no candidate: the search stops at the first level that holds one. Before, no
    // entry was found without `--entry`.
    #expect(app.graph.entry.name == "MarketCoordinator")
    #expect(app.graph.entry.location.line == 13)
    #expect(app.notes.isEmpty)
  }

  @Test func testEntryCoordinatorsHeldByTheHostedView() throws {
    let app = try load("testEntryCoordinatorsHeldByTheHostedView")
    // A UIKit SceneDelegate hosts a SwiftUI view (`UIHostingController(rootView: ContentView())`) that holds
    // the coordinator: that is the entry.
    #expect(app.graph.entry.name == "MarketCoordinator")
    #expect(app.graph.entry.location.line == 17)
    #expect(app.notes.isEmpty)
  }

  @Test func testEntryCoordinatorsReachedThroughASharedInstance() throws {
    let app = try load("testEntryCoordinatorsReachedThroughASharedInstance")
    // `WindowGroup { ListCoordinator.shared.getView() }`: the app shows a coordinator it keeps as a static
    // shared instance. Before, no entry was found (the app type holds and creates none). The other shared
    // coordinator, which the app does not reach, is no candidate.
    #expect(app.graph.entry.name == "ListCoordinator")
    #expect(app.graph.entry.location.line == 8)
    #expect(app.notes.isEmpty)
  }

  @Test func testEntryHeldByAnObjectTheAppHolds() throws {
    let app = try load("testEntryHeldByAnObjectTheAppHolds")
    // `@StateObject var container = AppContainer()`, whose `lazy var root: LibraryCoordinator` the app shows:
    // the objects the app type holds are searched as the views it shows are. Before, no entry was found.
    // `StatsCoordinator`, which nothing holds, is no candidate.
    #expect(app.graph.entry.name == "LibraryCoordinator")
    #expect(app.graph.entry.location.line == 15)
    #expect(app.notes.isEmpty)
  }

  @Test func testOverloadsToldApartByParameterTypes() throws {
    let app = try load("testOverloadsToldApartByParameterTypes")
    // `handle(_ event: HomeViewModel.Event)` and `handle(_ url: URL)` share their labels: they are told apart
    // by what the calls pass (`handle(url)` with `url: URL` in the app delegate, `handle(.settingsTapped)`, an
    // event's case; `handle(event)`, of a closure's value, by the parameter's name). Before, they were one
    // method: the links were the event's cases, each running every URL step, and the URL handler's steps
    // fired from `home`.
    #expect(
      describe(app.graph)[...10] == [
        "RootCoordinator stack start home @52:1",
        "  home @24:8",
        "    cover onboarding @60:14",
        "    present search @67:14",
        "    push result @69:14",
        "    present SettingsCoordinator @71:14",
        "  search @25:8",
        "    dismiss @87:12",
        "    push result @88:20",
        "    dismiss @118:39",
        "  result @26:8",
      ])
    #expect(describe(app.graph)[11] == "    present SettingsCoordinator @71:14")  // `handle(.settingsTapped)`
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "/result -> RootCoordinator.result: popToRoot in RootCoordinator, push result in RootCoordinator",
        "/search -> RootCoordinator.search: present search in RootCoordinator",
        "/find -> RootCoordinator.search: present search in RootCoordinator",
      ])
  }

  @Test func testCoordinatorsGivenByFactory() throws {
    let app = try load("testCoordinatorsGivenByFactory")
    // Factory's registrations (`extension Container { var homeCoordinator: Factory<HomeCoordinator> { ... } }`,
    // and a `ParameterFactory` of the app's own `SharedContainer`): calling one gives its product, so
    // `Container.shared.homeCoordinator()` in the App is the entry and `FlowContainer.shared.profile(7)` is
    // covered; `@Injected(\.homeCoordinator) var coordinator` is that coordinator, so the view's buttons fire
    // from `home`. Before, no entry was found (exit 2), and with `--entry` the children were lost and `about`
    // was inferred on every route.
    #expect(app.graph.entry.name == "HomeCoordinator")
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @43:1",
        "  home @31:8",
        "    push about @45:30",
        "    present SettingsCoordinator @48:11",
        "    cover ProfileCoordinator @51:11",
        "  about @32:8",
        "SettingsCoordinator stack start first @61:1",
        "  first @56:8",
        "ProfileCoordinator stack start first @65:1",
        "  first @56:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
