import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Deep links: the URLs, notification taps, quick actions and App Intents that open the app, the cases and strings their
/// handlers test, and what they show.
extension ALCoordinatorDialectTests {
  @Test func testLinksThatSwitchTabsByAssignmentInTheirClosure() throws {
    let app = try load("testLinksThatSwitchTabsByAssignmentInTheirClosure")
    // `.onOpenURL { url in if url.host == "berths" { tabs.currentPage = .berths } ... }`: an assignment written in
    // the link's closure itself (also in a `Task`) is the link's step. Before, only calls there were read, and a
    // closure without one opened no link.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "berths -> BerthsCoordinator: select BerthsCoordinator in HarbourTabs",
        "tides -> TidesCoordinator: select TidesCoordinator in HarbourTabs",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testLinksGuardedByACastToTheirCoordinator() throws {
    let app = try load("testLinksGuardedByACastToTheirCoordinator")
    // `(getTopCoordinator() as? PortTabs)?.currentPage = .docks`, `guard let tabs = children.last as? PortTabs else {
    // return }`, and `if let cranes = getTopCoordinator() as? CraneCoordinator { cranes.showHook() }` (the guard on a
    // call of the app's method that navigates): the app ignores the URL where no such coordinator runs. A forced cast
    // (`as!`) guards nothing: `pier` is still a step that cannot run at the gate. Nor does a cast after a step that
    // shows the tabs (`quay`): it asks of the state that step makes, not of the one the link arrives in.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "docks -> DocksCoordinator: select DocksCoordinator in PortTabs (only with PortTabs)",
        "tides -> TidesCoordinator: select TidesCoordinator in PortTabs (only with PortTabs)",
        "hook -> CraneCoordinator.hook: push hook in CraneCoordinator (only with CraneCoordinator)",
        "pier -> TidesCoordinator: select TidesCoordinator in PortTabs",
        "quay -> TidesCoordinator: cover PortTabs in PortCoordinator, select TidesCoordinator in PortTabs",
      ])
    let unresolved = NavigationCheck.run(app.graph).findings.filter { $0.rule == "deep-link-unresolved" }
    #expect(
      unresolved.map(\.message) == [
        "deep link hook never opens: no state where it can arrive runs a CraneCoordinator, which it is opened only "
          + "with (`onlyWith`)",
        "deep link pier cannot run its steps to TidesCoordinator in a state where it can arrive: its step "
          + "(select TidesCoordinator) cannot run there",
      ])
  }

  @Test func testLinksThroughAnOptionalPropertyHoldingTheTabs() throws {
    let app = try load("testLinksThroughAnOptionalPropertyHoldingTheTabs")
    // The root keeps `private var tabs: DenTabs?`, set as it covers them; its URL handler writes `tabs?.currentPage =
    // .inbox`, `await tabs?.showArchive()` (a method that switches the tab without a cast) and `guard let tabs else {
    // return }`: each does nothing until the tabs are made, so the app ignores the URL at the door. Before, only a
    // conditional cast guarded a link, and `check` reported each as a step that cannot run at the door. A local of the
    // property's name declared later in the handler (`fresh`: `let tabs = DenTabs()`, covered, then `tabs.currentPage`)
    // does not hide the property from the arms before it (a first version looked the name up in the whole function, and
    // those links lost their guard); `fresh` itself is not guarded, since it covers the tabs before it selects.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "inbox -> InboxCoordinator: select InboxCoordinator in DenTabs (only with DenTabs)",
        "archive -> ArchiveCoordinator: select ArchiveCoordinator in DenTabs (only with DenTabs)",
        "desk -> DeskCoordinator: select DeskCoordinator in DenTabs (only with DenTabs)",
        "fresh -> ArchiveCoordinator: cover DenTabs in DenRootCoordinator, select ArchiveCoordinator in DenTabs",
      ])
    #expect(NavigationCheck.run(app.graph).findings.filter { $0.rule == "deep-link-unresolved" }.isEmpty)
  }

  @Test func testAHandOffThatShowsTheTabsBeforeTheGuard() throws {
    let app = try load("testAHandOffThatShowsTheTabsBeforeTheGuard")
    // `scene(_:openURLContexts:)` shows the tabs, then hands the URL to `open(_:)`, whose `as? PortTabs` guard then
    // asks of the state the cover makes: the link is not opened only with the tabs.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "docks -> DocksCoordinator: cover PortTabs in PortCoordinator, select DocksCoordinator in PortTabs"
      ])
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
        "saved -> TripCoordinator: select TripCoordinator in AtlasTabs",
        "trip -> TripCoordinator.map: present TripCoordinator in AtlasTabs",
        // a handler of its own (it receives a URL) runs showPhoto(_:), which screens call too
        "AtlasApp.openPhoto -> ExploreCoordinator.photo: cover photo in ExploreCoordinator",
        // a handler's `case .savedList?:` of `enum AtlasShortcut: String`: named by the raw value
        "saved-list -> TripCoordinator: select TripCoordinator in AtlasTabs",
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
    // skipped, and the app had no link at all). Through the optional `tabs`, each is opened only with the tabs.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "river -> RiverCoordinator: select RiverCoordinator in MainTabs (only with MainTabs)",
        "den -> DenCoordinator: select DenCoordinator in MainTabs (only with MainTabs)",
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

  @Test func testLinksTestedWithIfConditions() throws {
    let app = try load("testLinksTestedWithIfConditions")
    // `if url.host == "tickets"`, `else if url.path.hasPrefix("/help")`, `else if "weather" == url.host,
    // ...`, `hasSuffix`, `contains`, `starts(with:)`, and an optional's test `== true` (`components?.path.hasPrefix(
    // "/slips") == true`; before this, the handler's other URLs' link): each branch is a link of its own, named by the
    // string it tests (before, one link ran them all).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "tickets -> MarinaCoordinator.tickets: push tickets in MarinaCoordinator",
        "/help -> MarinaCoordinator.help: present help in MarinaCoordinator",
        "weather -> MarinaCoordinator.weather: present weather in MarinaCoordinator",
        "/ferries -> MarinaCoordinator.ferries: push ferries in MarinaCoordinator",
        "cargo -> MarinaCoordinator.cargo: present cargo in MarinaCoordinator",
        "/tides -> MarinaCoordinator.tides: present tides in MarinaCoordinator",
        "/slips -> MarinaCoordinator.slips: push slips in MarinaCoordinator",
      ])
  }

  @Test func testLinksThatCloseWhatIsUpFirst() throws {
    let app = try load("testLinksThatCloseWhatIsUpFirst")
    // `await router.dismiss()` and `popToRoot()` before `switch url.host()`: every link runs them first, then its own
    // arm. A dismiss in a link dismisses what is presented, if anything (`ifAny`): the library's does nothing with
    // nothing up. `default: break` opens nothing of its own: no link; the `else` of `if url.host() == "tide"` is the
    // other URLs' link, named after the handler. Before, the shared steps were a link of their own (`HarborCoordinator.open`)
    // and the arms' links went without them; a dismiss with nothing up made its link `deep-link-unresolved`.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "berth -> HarborCoordinator.berth: dismiss if any in HarborCoordinator, popToRoot in HarborCoordinator, "
          + "push berth in HarborCoordinator",
        "ticket -> HarborCoordinator.ticket: dismiss if any in HarborCoordinator, popToRoot in HarborCoordinator, "
          + "present ticket in HarborCoordinator",
        "tide -> HarborCoordinator.tide: dismiss if any in HarborCoordinator, push tide in HarborCoordinator",
        "HarborCoordinator.reopen -> HarborCoordinator.help: dismiss if any in HarborCoordinator, "
          + "cover help in HarborCoordinator",
      ])
    // Each link is written where its own arm is, not at the shared dismiss.
    #expect(app.graph.deepLinks.map(\.location.line) == [55, 57, 66, 68])
    // The ticket's sheet is up in some states and not in others: every link runs in both.
    let findings = NavigationCheck.run(app.graph, bounds: Bounds(stack: 4, layers: 3, states: 2_000)).findings
    #expect(findings.filter { $0.rule == "deep-link-unresolved" }.map(\.message) == [])
    #expect(app.notes.isEmpty)
  }

  @Test func testLinksTwoHandlersOpenAlike() throws {
    let app = try load("testLinksTwoHandlersOpenAlike")
    // A notification of category `orders` and a URL of host `orders` each show the orders, alike: one link, the first
    // read. Before, two alike links, and a false `duplicate-name` error on the second.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "orders -> ShopCoordinator.orders: popToRoot in ShopCoordinator, push orders in ShopCoordinator",
        "help -> ShopCoordinator.help: present help in ShopCoordinator",
      ])
    let findings = NavigationCheck.run(app.graph, bounds: Bounds(stack: 3, layers: 2, states: 2_000)).findings
    #expect(!findings.contains { $0.rule == "duplicate-name" })
  }

  @Test func testLinksThatTryAndCatch() throws {
    let app = try load("testLinksThatTryAndCatch")
    // `do { ...; navigate(toRoute: .detail(order)) } catch { navigate(toRoute: .problem) }`: the body and the `catch`
    // go one way or the other, two ways of `order`. `switch result { case .success: ... case .failure: ... }` over a
    // `Result` in the arm of `result`: two ways of `result`, whose cases name no link (`.success` is of no enum of the
    // app's; `.failure`, a route's name too, is inside an arm that tests a string, and names no URL). Before,
    // `order` ran both steps, one after the other, and `result`'s arms were links named `success` and `failure`.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "order -> OrderCoordinator.detail: push detail in OrderCoordinator",
        "order -> OrderCoordinator.problem: present problem in OrderCoordinator",
        "result -> OrderCoordinator.detail: push detail in OrderCoordinator",
        "result -> OrderCoordinator.problem: present problem in OrderCoordinator",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testLinksInTheElseOfAnIfCaseOverALink() throws {
    let app = try load("testLinksInTheElseOfAnIfCaseOverALink")
    // `if case .berth(let id) = link { ... } else if case .tides = link { ... } else { ... }` over the app's link enum:
    // the last `else` runs for the cases the tests leave, `.account`, whose URL is `me`. Before, it was the link of
    // other URLs, named after the handler (`QuayCoordinator.handle`), and `check` reported that no URL opens it.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "berth -> QuayCoordinator.berth: push berth in QuayCoordinator",
        "tides -> QuayCoordinator.tides: push tides in QuayCoordinator",
        "tide-table -> QuayCoordinator.tides: push tides in QuayCoordinator",
        "me -> QuayCoordinator.profile: present profile in QuayCoordinator",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testLinksParsedOnceForTwoClosures() throws {
    let app = try load("testLinksParsedOnceForTwoClosures")
    // `.onOpenURL { ... }` and `.onContinueUserActivity(...) { ... }` in one `body`, each parsing the URL with
    // `static func parse(_ url: URL) -> DeepLink?` and opening the link: each closure is a handler of its own, and the
    // two open each link alike: one link each. `parse` reads the URL into a value, and is no handler. Before, the two
    // closures' steps were one link's (`popToRoot`, `push book`, `popToRoot`, `push book`), and `parse`'s arms were
    // links left out with a note each. `reopen(_:) -> Reopened` returns one of the app's enums too, but navigates: a
    // handler.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "book -> LibraryCoordinator.book: popToRoot in LibraryCoordinator, push book in LibraryCoordinator",
        "author -> LibraryCoordinator.author: popToRoot in LibraryCoordinator, push author in LibraryCoordinator",
        "search -> LibraryCoordinator.search: popToRoot in LibraryCoordinator, present search in LibraryCoordinator",
        "loans -> LibraryCoordinator.loans: popToRoot in LibraryCoordinator, cover loans in LibraryCoordinator",
        "shelf -> LibraryCoordinator.shelf: popToRoot in LibraryCoordinator",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testLinksHandedOnByAnotherHandler() throws {
    let app = try load("testLinksHandedOnByAnotherHandler", entry: "PierCoordinator")
    // `scene(_:openURLContexts:)` dismisses what is up, then hands the URL to `handle(_:)`, a handler of its own (only
    // handlers call it): each of `handle`'s links runs the scene's dismiss first, and is written where `handle` writes
    // it. `scene(_:continue:)` dismisses too, then hands the URL to `openActivity(_:)`, which pops to the root and hands
    // it to `handle(_:)`: two hand-offs, each caller's steps around the links, a second way of each url. Before, the
    // scenes' dismisses were links of their own, left out with a note, and the links went without them.
    let ferry = "popToRoot in PierCoordinator, push ferry in PierCoordinator"
    let schedule = "popToRoot in PierCoordinator, present schedule in PierCoordinator"
    let tickets = "popToRoot in PierCoordinator, present TicketsCoordinator in PierCoordinator"
    let dismiss = "dismiss if any in PierCoordinator, "
    let reopen = dismiss + "popToRoot in PierCoordinator, "
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "ferry -> PierCoordinator.ferry: " + dismiss + ferry,
        "ferry -> PierCoordinator.ferry: " + reopen + ferry,
        "schedule -> PierCoordinator.schedule: " + dismiss + schedule,
        "schedule -> PierCoordinator.schedule: " + reopen + schedule,
        "tickets -> TicketsCoordinator.wallet: " + dismiss + tickets,
        "tickets -> TicketsCoordinator.wallet: " + reopen + tickets,
      ])
    #expect(app.graph.deepLinks.map(\.location.line) == [75, 75, 76, 76, 77, 77])
    #expect(!app.notes.contains { $0.message.contains("deep link") })
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

  @Test func testLinksWhoseCasePassesThroughMethods() throws {
    let app = try load("testLinksWhoseCasePassesThroughMethods", entry: "KelpCoordinator")
    // A link's case handed from method to method before a `switch` picks the navigation: bound by an arm and passed on
    // (`case .swim(let depth): await drift(depth)` for `.swim(.grotto)`), then passed on as a parameter (`drift` calling
    // `swim(depth)`), or passed on as a parameter alone (`open(.trench)` calling `swim(depth)`). Each link runs its own
    // arm's push. Before, each ran both pushes, and its target was the last of them.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "grotto -> KelpCoordinator.grotto: push grotto in KelpCoordinator",
        "trench -> KelpCoordinator.trench: push trench in KelpCoordinator",
      ])
  }

  @Test func testLinksIntoAMethodTheAppAlsoCalls() throws {
    let app = try load("testLinksIntoAMethodTheAppAlsoCalls", entry: "StallCoordinator")
    // A coordinator's `open(_ url: URL)` that tests the URL's strings (`switch url.host { case "crate": ... }`, `case
    // "till", "pay":`, `if url.host == "notice"`), called by `onOpenURL` and also by a screen's banner with a URL the
    // code does not show: it is navigation from the screen (every arm, since any URL may come), and a link per string
    // for the closure, each with the steps outside the arms and its own arm's. Before, the closure made one link, named
    // after the app's `body`, that ran every arm in turn.
    #expect(
      describe(app.graph) == [
        "StallCoordinator stack start front @26:1",
        "  front @5:8",
        "    popToRoot @32:11",
        "    push crate @34:25",
        "    push till @35:31",
        "    present notice @39:13",
        "  crate @6:8",
        "  till @7:8",
        "  notice @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "crate -> StallCoordinator.crate: popToRoot in StallCoordinator, push crate in StallCoordinator",
        "till -> StallCoordinator.till: popToRoot in StallCoordinator, push till in StallCoordinator",
        "pay -> StallCoordinator.till: popToRoot in StallCoordinator, push till in StallCoordinator",
        "notice -> StallCoordinator.notice: popToRoot in StallCoordinator, present notice in StallCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testURLsBuiltFromAStringSwitchTabsInTheirArm() throws {
    let app = try load("testURLsBuiltFromAStringSwitchTabsInTheirArm", entry: "DockTabs")
    // `tabs.open(URL(string: "dock://crew")!)` from the ships' screen, for `func open(_ url: URL) { if url.host ==
    // "crew" { currentPage = .crew } }`: the arm holds no call, only an assignment, and still runs for the URL whose
    // text holds "crew". Before the review commit, only calls' arms counted: the URL passed its text, which no arm
    // tests, and the tab switch fired from nowhere.
    let ships = try #require(app.graph.coordinator(named: "ShipsCoordinator")?.routes.first)
    #expect(ships.actions.map(\.summary) == ["select CrewCoordinator"])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testURLsBuiltFromAStringPickTheArmsThatTestThem() throws {
    let app = try load("testURLsBuiltFromAStringPickTheArmsThatTestThem", entry: "KioskCoordinator")
    // Screens call the coordinator's `open(_ url: URL)` with URLs built from strings (`URL(string: "kiosk://menu")!`,
    // `"kiosk://order/today"`, `"kiosk://desk/staff/rota"`): each runs the arms whose tested string its text holds
    // (`case "menu":`, `case "order":`, `url.path.hasPrefix("/staff")`), so the menu is pushed from the lobby, and the
    // order and the staff sheet from the menu. `onOpenURL` hands the URL to the same method: each string is a link of
    // its own. Before, every arm fired from both screens, and the closure made one link running every arm.
    #expect(
      describe(app.graph) == [
        "KioskCoordinator stack start lobby @27:1",
        "  lobby @5:8",
        "    push menu @34:24",
        "  menu @6:8",
        "    push order @35:25",
        "    present staff @39:13",
        "  order @7:8",
        "  staff @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "menu -> KioskCoordinator.menu: push menu in KioskCoordinator",
        "order -> KioskCoordinator.order: push order in KioskCoordinator",
        "/staff -> KioskCoordinator.staff: present staff in KioskCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLinksLeaveOutClosuresStoredForLater() throws {
    let app = try load("testLinksLeaveOutClosuresStoredForLater", entry: "StallTabs")
    // `CheckoutCoordinator(onDone: { [weak self] in self?.currentPage = .orders })` in the `cart` case of the handler:
    // the closure is stored, and runs when the checkout calls it, after paying, not as the link opens. Before, its
    // switch to the orders tab was a step of the link, which then ended on a tab the sheet hid.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "cart -> CheckoutCoordinator.pay: select ShopCoordinator in StallTabs, present CheckoutCoordinator in StallTabs"
      ])
  }
  @Test func testLinksThatGoOneWayOrAnother() throws {
    let app = try load("testLinksThatGoOneWayOrAnother")
    // A link whose code goes one way or another is a link per way, each of the link's url: a choice of routes
    // (`isAdult ? .wine : .ageCheck`), an `if` and its `else` (the tab switch before them on both ways), a chain of
    // `else if` (three ways), the same in a method the link calls, a `switch` over another value in the arm (a way per
    // arm), and a `guard` whose `else` leaves, or an `if` whose body returns (the rest of the arm the other way; after
    // an `if` and `else if` that both return, the third way), and two `if`s on one flag and on its negation (`if
    // signedIn`, `if !signedIn`); two ways that do the same are one link (`aisle`). An `if` with no `else` that goes on
    // may run: one way, with it. Before, every way's steps ran one after another as one link (`orders` pushed the orders, then covered them
    // with the sign-in). Each step acts on `getCoordinatorSelected() as? ...`: the link is opened only with that coordinator.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "wine -> ShopCoordinator.wine: push wine in ShopCoordinator (only with ShopCoordinator)",
        "wine -> ShopCoordinator.ageCheck: present ageCheck in ShopCoordinator (only with ShopCoordinator)",
        "orders -> AccountCoordinator.orders: select AccountCoordinator in KioskTabs, push orders in AccountCoordinator (only with AccountCoordinator)",
        "orders -> AccountCoordinator.signIn: select AccountCoordinator in KioskTabs, cover signIn in AccountCoordinator (only with AccountCoordinator)",
        "deal -> ShopCoordinator.deal: push deal in ShopCoordinator (only with ShopCoordinator)",
        "deal -> ShopCoordinator.ageCheck: present ageCheck in ShopCoordinator (only with ShopCoordinator)",
        "deal -> ShopCoordinator.wine: push wine in ShopCoordinator (only with ShopCoordinator)",
        "basket -> ShopCoordinator.basket: select ShopCoordinator in KioskTabs, push basket in ShopCoordinator (only with ShopCoordinator)",
        "receipt -> ShopCoordinator.receipt: push receipt in ShopCoordinator (only with ShopCoordinator)",
        "receipt -> ShopCoordinator.signIn: present signIn in ShopCoordinator (only with ShopCoordinator)",
        "profile -> AccountCoordinator.signIn: select AccountCoordinator in KioskTabs, cover signIn in AccountCoordinator (only with AccountCoordinator)",
        "profile -> AccountCoordinator.orders: select AccountCoordinator in KioskTabs, push orders in AccountCoordinator (only with AccountCoordinator)",
        "wallet -> ShopCoordinator.receipt: push receipt in ShopCoordinator (only with ShopCoordinator)",
        "wallet -> ShopCoordinator.signIn: present signIn in ShopCoordinator (only with ShopCoordinator)",
        "help -> ShopCoordinator.signIn: present signIn in ShopCoordinator (only with ShopCoordinator)",
        "help -> ShopCoordinator.receipt: push receipt in ShopCoordinator (only with ShopCoordinator)",
        "checkout -> ShopCoordinator.signIn: present signIn in ShopCoordinator (only with ShopCoordinator)",
        "checkout -> ShopCoordinator.ageCheck: present ageCheck in ShopCoordinator (only with ShopCoordinator)",
        "checkout -> ShopCoordinator.basket: push basket in ShopCoordinator (only with ShopCoordinator)",
        "saved -> ShopCoordinator.receipt: push receipt in ShopCoordinator (only with ShopCoordinator)",
        "saved -> ShopCoordinator.signIn: present signIn in ShopCoordinator (only with ShopCoordinator)",
        "aisle -> ShopCoordinator.aisle: push aisle in ShopCoordinator (only with ShopCoordinator)",
      ])
    // Each way is a link of its own, in the checker too: a design that names one url twice, going two ways, has no
    // `duplicate-name` finding. (Links that push, arriving in any state, grow the stacks: a small bound keeps it short.)
    let findings = NavigationCheck.run(app.graph, bounds: Bounds(stack: 3, layers: 2, states: 2_000)).findings
    #expect(!findings.contains { $0.rule == "duplicate-name" })
    #expect(app.notes.isEmpty)
  }
  @Test func testLinksOfALocalNamedByItsEnumsParser() throws {
    let app = try load("testLinksOfALocalNamedByItsEnumsParser")
    // `guard let link = QuayLink(url: url)`, then `switch link { case .tickets: ... }`: each link is called by the
    // strings the link enum's parser maps to its case (`case "tickets", "wallet":`, `case "times":`), though the tab
    // enum has cases of the same names: it names no URL. Before, the shared names blurred them: `tickets` alone and
    // `timetable`, the case's name.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "tickets -> WalletCoordinator: select WalletCoordinator in QuayTabs",
        "wallet -> WalletCoordinator: select WalletCoordinator in QuayTabs",
        "times -> TimesCoordinator: select TimesCoordinator in QuayTabs",
      ])
    #expect(app.notes.isEmpty)
  }
  @Test func testLinksThatGoTooManyWays() throws {
    let app = try load("testLinksThatGoTooManyWays")
    // Five `if`s with an `else` each, one after another: 32 ways, more than a link is read as. The link runs every
    // step, as before ways were read, and a note says so (before this note, silently).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "dial -> DialCoordinator.j: "
          + ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map { "push \($0) in DialCoordinator" }.joined(
            separator: ", ")
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "30:25 deep link dial goes more than 16 ways (the ways of its `if`s and choices of routes, taken together): it "
          + "is read as one link that runs every step, one after another"
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testNotificationStringsHandedToAMethod() throws {
    let app = try load("testNotificationStringsHandedToAMethod")
    // The tap hands a string of the payload, `payload["screen"] as? String`, to `open(screen:)`, which switches over
    // it: a link per string its arms test, as for a URL handed on. Before, both ways were links named after the
    // handler (`AppDelegate.userNotificationCenter`, twice).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "watering -> GreenhouseCoordinator.watering: push watering in GreenhouseCoordinator",
        "frost -> GreenhouseCoordinator.frost: cover frost in GreenhouseCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testALinkTappedInAScreensTextIsNoDeepLink() throws {
    let app = try load("testALinkTappedInAScreensTextIsNoDeepLink", entry: "TermsCoordinator")
    // UIKit calls `textView(_:shouldInteractWith:in:interaction:)` as the user taps a link in the terms' text: its
    // pushes fire from the terms screen. Before, it was read as a handler of the app's links (it receives a URL), its
    // pushes as links of their own, and the screen had no action at all.
    #expect(
      describe(app.graph) == [
        "TermsCoordinator stack start terms @29:1",
        "  terms @15:8",
        "    push privacy @31:31",
        "    push licence @32:31",
        "  privacy @16:8",
        "  licence @17:8",
      ])
    // The scene's `openURLContexts` is still a handler.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "privacy -> TermsCoordinator.privacy: push privacy in TermsCoordinator"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testScenePhaseChangesOpenLikeLinks() throws {
    let app = try load("testScenePhaseChangesOpenLikeLinks")
    // `.onChange(of: scenePhase)` of `@Environment(\.scenePhase)` runs whatever the app shows, as a link's handler
    // does: the lock it covers everything with is a link of its own, named after what it observes (the `body` holds
    // an `onOpenURL` closure too). The view's `.onChange(of: filtering)` and `.onChange(of: sizeClass)` (another value of
    // the environment) are the view's own navigation. Before, the lock
    // fired from every route of the coordinator, marked inferred (its trigger not found).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "notes -> SafeCoordinator.notes: push notes in SafeCoordinator",
        "SafeApp.scenePhase -> SafeCoordinator.lock: cover lock in SafeCoordinator",
      ])
    #expect(
      describe(app.graph) == [
        "SafeCoordinator stack start vault @46:1",
        "  vault @23:8",
        "    push notes @49:34",
        "    present filter @50:35",
        "  notes @24:8",
        "  filter @25:8",
        "  lock @26:8",
        "    dismiss @52:38",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLifecycleCallbacksOpenLikeLinks() throws {
    let app = try load("testLifecycleCallbacksOpenLikeLinks")
    // A scene delegate's `sceneWillResignActive(_:)` and `sceneDidBecomeActive(_:)` run whatever the app shows: each is
    // a link. One that only dismisses lands on whatever its coordinator then shows. `sceneDidEnterBackground(_:reason:)`
    // is the app's own method, no callback of the system's. Before, the cover and the dismiss fired from every route of
    // the coordinator, marked inferred, and the dismiss failed where nothing was presented.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "SceneDelegate.sceneWillResignActive -> BankCoordinator.privacy: cover privacy in BankCoordinator",
        "SceneDelegate.sceneDidBecomeActive -> BankCoordinator: dismiss if any in BankCoordinator",
      ])
    #expect(
      describe(app.graph) == [
        "BankCoordinator stack start accounts @25:1",
        "  accounts @5:8",
        "    push transfer @32:32",
        "  privacy @6:8",
        "  transfer @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
