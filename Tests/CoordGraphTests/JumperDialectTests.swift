import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// The Jumper dialect, one fixture per idiom (named after its test): the exact coordinators, routes and
/// actions read, with their locations (`line:column` in the fixture).
@Suite struct JumperDialectTests {
  func load(_ name: String, entry: String) throws -> SwiftApp {
    try DialectFixture.load("Jumper/\(name)", entry: entry)
  }

  @Test func testRoutesAreScreensOrChildCoordinators() throws {
    let app = try load("testRoutesAreScreensOrChildCoordinators", entry: "AppCoordinator")
    #expect(app.dialect == "Jumper")
    #expect(
      DialectFixture.describe(app.graph) == [
        "AppCoordinator root start splash @4:1",
        "  splash @7:14",  // `login` leads to a coordinator: not a screen of App
        "    replace LoginCoordinator @38:64",  // root(\.login)
        "LoginCoordinator stack start form @19:1",  // AlertCoordinable is a mixin
        "  form @22:14",
        "    push help @48:36",
        "    cover terms @49:37",  // the factory asks for .fullScreen
        "  help @23:14",
        "  terms @24:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresHandedOnFireWhereTheLastTypeCallsThem() throws {
    let app = try load("testClosuresHandedOnFireWhereTheLastTypeCallsThem", entry: "AppCoordinator")
    // `HomeTabs(onSignOut: { self?.root(\.welcome) })` keeps the closure and hands it on:
    // `AccountCoordinator(signOut: onSignOut)`, then `controller.onSignOut = signOut`, and the account
    // screen calls it: the sign-out fires from `account` (before, from nowhere: the closure's types never
    // call it themselves).
    #expect(
      DialectFixture.describe(app.graph) == [
        "AppCoordinator root start welcome @4:1",
        "  welcome @7:14",
        "    replace HomeTabs @12:49",
        "  on replaceWelcome: replace welcome @16:76",
        "HomeTabs tabs start PlainCoordinator tabs PlainCoordinator,AccountCoordinator @24:1",
        "PlainCoordinator stack start plain @42:1",
        "  plain @44:14",
        "AccountCoordinator stack start account @48:1",
        "  account @53:14",
        "    emit replaceWelcome @16:76",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensCallWithTheCaseTheirRouteGaveThem() throws {
    let app = try load("testScreensCallWithTheCaseTheirRouteGaveThem", entry: "SetupCoordinator")
    // Each route factory builds `SetupViewController(step:)` with its own step (returned, or kept in a local
    // first), and the screen calls `coordinator?.advance(from: step)`: each arm of `advance`'s `switch` fires
    // from the route whose screen holds its case (before, every arm from every route). The arm of a case that no
    // screen holds (`case .skipped: pop()`) fires from nowhere, as an arm no caller sends does (it was an inferred
    // pop on every route, and `check` then reported popping the first screen).
    #expect(
      DialectFixture.describe(app.graph) == [
        "SetupCoordinator stack start account @11:1",
        "  account @14:14",
        "    push backup @29:20",
        "  backup @15:14",
        "    push finished @30:19",
        "  finished @16:14",
        "    popToRoot @31:21",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testTabNavigationFocusAndPops() throws {
    let app = try load("testTabNavigationFocusAndPops", entry: "TabsCoordinator")
    #expect(
      DialectFixture.describe(app.graph) == [
        "TabsCoordinator tabs start FeedCoordinator tabs FeedCoordinator,InboxCoordinator @4:1",
        "FeedCoordinator stack start list @19:1",
        "  list @23:14",
        "    select InboxCoordinator @28:28",  // tabs?.focus(\.inbox), from the list's screen
        "    push post @44:36",
        "  post @24:14",
        "    pop @55:36",
        "    popToRoot @56:35",
        "    popTo list @57:38",
        "InboxCoordinator stack start messages @31:1",
        "  messages @33:14",
      ])
    // `coordinator?.dismiss()` on a tab's coordinator does nothing: Jumper's dismiss asks the coordinator's parent,
    // and a tab bar sets none on its tabs. It is left out, with a note (before, a dismiss of the top layer).
    #expect(
      DialectFixture.describe(app.notes) == [
        "58:37 FeedCoordinator.dismiss() does nothing: Jumper's dismiss asks the coordinator's parent to dismiss it, and "
          + "FeedCoordinator has none (it is a tab of TabsCoordinator, and a tab bar sets no parent on its tabs), so the "
          + "dismiss is left out"
      ])
  }

  @Test func testACompletionOfADismissThatDoesNothing() throws {
    let app = try load("testACompletionOfADismissThatDoesNothing", entry: "TabsCoordinator")
    // A tab's coordinator has no parent, so `dismiss { self.push(\.post) }` does nothing, and Jumper never runs its
    // completion: the push is left out too, with a note. Before, only the dismiss was: the push fired from `post`.
    #expect(
      DialectFixture.describe(app.graph) == [
        "TabsCoordinator tabs start FeedCoordinator tabs FeedCoordinator,InboxCoordinator @4:1",
        "FeedCoordinator stack start list @19:1",
        "  list @22:14",
        "    push post @27:48",
        "  post @23:14",
        "InboxCoordinator stack start messages @41:1",
        "  messages @43:14",
      ])
    #expect(
      DialectFixture.describe(app.notes).last
        == "38:40 push post runs in the completion of FeedCoordinator.dismiss(), which does nothing (see the note "
        + "there): it never runs, and is left out")
  }

  @Test func testChainsMultiPushAndDeepLinks() throws {
    let app = try load("testChainsMultiPushAndDeepLinks", entry: "RootAppCoordinator")
    let settings = try #require(app.graph.coordinator(named: "SettingsCoordinator"))
    // On a screen, a multi-push or a chain of pushes runs each step from the screen the step before shows, marked
    // inferred: `yellow` from `overview`, `green` from `yellow`. Before, each stood as its last push, from `overview`,
    // and `yellow` was never reached.
    #expect(
      settings.routes.map { route in
        route.actions.map { "\(route.name): \($0.summary)\($0.confidence == .inferred ? " inferred" : "")" }
      }.flatMap { $0 } == [
        "overview: push yellow inferred", "overview: push yellow inferred",
        "yellow: push green inferred", "yellow: push green inferred",
      ])
    #expect(app.graph.coordinator(named: "RootAppCoordinator")?.start.name == "MainTabs")
    // In a URL handler, each step of the chain runs in the coordinator the previous step returned; under
    // `if let tabs = hasRoot(\.main)`, the link is opened only with the tab bar (elsewhere the app ignores it).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "settings -> SettingsCoordinator.detail: select SettingsCoordinator in MainTabs, push detail in SettingsCoordinator"
          + " (only with MainTabs)"
      ])
  }

  @Test func testEachStepOfAMultiPushRunsFromTheScreenBefore() throws {
    let app = try load("testEachStepOfAMultiPushRunsFromTheScreenBefore", entry: "PaletteCoordinator")
    // Each push of a multi-push or a chain fires from the screen the push before shows, marked inferred, so every
    // screen it shows is reached; a push of a screen the same chain has shown already is left out, since from the
    // screen before it, it would make a loop that the app runs once: no `unbounded-growth`.
    #expect(
      DialectFixture.describe(app.graph) == [
        "PaletteCoordinator stack start overview @4:1",
        "  overview @7:14",
        "    push yellow inferred @27:18",
        "    push about inferred @38:8",
        "  yellow @8:14",
        "    push green inferred @27:18",
        "  green @9:14",
        "  about @10:14",
        "    push green inferred @39:8",
      ])
    let inferred = app.graph.coordinators.flatMap(\.routes).flatMap(\.actions).filter { $0.confidence == .inferred }
    #expect(inferred.count == 4)
    #expect(app.inferredTriggers.isEmpty)
    let rules = Set(NavigationCheck.run(app.graph).findings.map(\.rule))
    #expect(!rules.contains("unbounded-growth"))
    #expect(!rules.contains("unreachable-route"))
  }

  @Test func testAChainGoesOnInTheChildItShows() throws {
    let app = try load("testAChainGoesOnInTheChildItShows", entry: "GalleryCoordinator")
    // `present(\.tickets).push(\.seats).push(\.paid)`: the present shows the child coordinator, and the pushes go on
    // in it, each from the screen the step before shows (the child's start screen first), marked inferred. Before, the
    // chain stood as its last push, from the rooms, and the child was never presented: its screens were unreachable.
    #expect(
      DialectFixture.describe(app.graph) == [
        "GalleryCoordinator stack start rooms @4:1",
        "  rooms @7:14",
        "    present TicketsCoordinator inferred @23:18",
        "TicketsCoordinator stack start dates @27:1",
        "  dates @30:14",
        "    push seats inferred @23:37",
        "  seats @31:14",
        "    push paid inferred @23:51",
        "  paid @32:14",
        "    finish @39:42",
      ])
    #expect(!NavigationCheck.run(app.graph).findings.contains { $0.rule == "unreachable-route" })
  }

  @Test func testLinksOpenedOnlyWithTheRootTheyAskFor() throws {
    let app = try load("testLinksOpenedOnlyWithTheRootTheyAskFor", entry: "PortCoordinator")
    // `hasRoot(\.main)?.focus(\.docks)` and `guard let tabs = hasRoot(\.main) else { return }`: the app opens the link
    // only while the tab bar is its root, and ignores it at the login (no `deep-link-unresolved` there). The tour is
    // never the root, so the link that asks for it never opens: that one is reported.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "docks -> DocksFlow: select DocksFlow in PortTabs (only with PortTabs)",
        "tides -> TidesFlow: select TidesFlow in PortTabs (only with PortTabs)",
        "tour -> TourFlow.stop: push stop in TourFlow (only with TourFlow)",
        // `(shown as? PortTabs)?.focus(\.docks)`: a conditional cast guards the link as `hasRoot` does.
        "quay -> DocksFlow: select DocksFlow in PortTabs (only with PortTabs)",
      ])
    let unresolved = NavigationCheck.run(app.graph).findings.filter { $0.rule == "deep-link-unresolved" }
    #expect(
      unresolved.map(\.message) == [
        "deep link tour never opens: no state where it can arrive runs a TourFlow, which it is opened only with "
          + "(`onlyWith`)"
      ])
  }

  @Test func testLinksAskingTheRootOfTheAppCoordinator() throws {
    let app = try load("testLinksAskingTheRootOfTheAppCoordinator", entry: "HarbourAppCoordinator")
    // The scene delegate asks the app coordinator it keeps, `app.hasRoot(\.main)?.focus(\.ferries)`: the links open only
    // while the tab bar is the app's root, and the app ignores them at the gate. Before, only a `hasRoot` asked of the
    // type the code is written in guarded a link, and each was reported as unable to run at the gate.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "ferries -> FerriesCoordinator: select FerriesCoordinator in HarbourTabs (only with HarbourTabs)",
        "ferry -> FerriesCoordinator.ferry: select FerriesCoordinator in HarbourTabs, push ferry in FerriesCoordinator "
          + "(only with HarbourTabs)",
      ])
    #expect(NavigationCheck.run(app.graph).findings.filter { $0.rule == "deep-link-unresolved" }.isEmpty)
  }

  @Test func testChainsThatStartATabBarAtATab() throws {
    let app = try load("testChainsThatStartATabBarAtATab", entry: "GateCoordinator")
    // `root(\.main).focus(\.profile)` on a screen: one transition, to the tab bar started at that tab,
    // exact (before, only the focus stood for the chain, marked inferred, and the tab bar never started).
    #expect(
      DialectFixture.describe(app.graph).prefix(3) == [
        "GateCoordinator root start login @4:1",
        "  login @6:14",
        "    replace GateTabs @12:13",
      ])
    let login = try #require(app.graph.coordinator(named: "GateCoordinator")?.routes.first)
    #expect(
      login.actions.map { "\($0.summary) start \($0.startRoute ?? "-")" } == ["replace GateTabs start ProfileFlow"])
    #expect(app.inferredTriggers.isEmpty)
    // A deep link still runs both steps; it is named by the host that `guard url?.host == "profile"` tests.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "profile -> ProfileFlow: replace GateTabs in GateCoordinator, select ProfileFlow in GateTabs"
      ])
  }

  @Test func testChainsThatStartATabBarAtTabsArmsPick() throws {
    let app = try load("testChainsThatStartATabBarAtTabsArmsPick", entry: "DoorCoordinator")
    // Two arms of a `switch` write the same first step, `root(\.main)`, each followed by a focus of its own: each chain
    // starts the tab bar at its own tab. Before, one arm's next step stood for both (the chains' steps were told apart
    // by what is written alone), and the button that asks for the feed started the tab bar at the profile.
    let welcome = try #require(app.graph.coordinator(named: "DoorCoordinator")?.routes.first)
    #expect(
      welcome.actions.map { "\($0.summary) start \($0.startRoute ?? "-")" } == [
        "replace DoorTabs start FeedFlow"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testUnfollowedCallsAreInferred() throws {
    let app = try load("testUnfollowedCallsAreInferred", entry: "NewsCoordinator")
    #expect(
      DialectFixture.describe(app.graph) == [
        "NewsCoordinator stack start headlines @4:1",
        "  headlines @7:14",
        "    push story inferred @14:22",
        "  story @8:14",
        "    push story inferred @14:22",
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["push story"])
  }

  @Test func testClosuresGivenToScreensFireFromTheirRoutes() throws {
    let app = try load("testClosuresGivenToScreensFireFromTheirRoutes", entry: "MailCoordinator")
    #expect(
      DialectFixture.describe(app.graph) == [
        "MailCoordinator stack start inbox @4:1",
        "  inbox @7:14",
        "    push message @13:56",  // in the closure InboxViewController is given
        "    present message @41:77",  // in a closure the inbox's screen gives a helper
        "  message @8:14",
        "    pop @20:18",  // close(), called from the closure MessageViewController is given
        "  draft @9:14",
        "    pop @20:18",  // close, given by name to DraftViewController
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToAScreenClassOfSeveralRoutesFireFromTheirOwn() throws {
    let app = try load("testClosuresGivenToAScreenClassOfSeveralRoutesFireFromTheirOwn", entry: "SignUpCoordinator")
    // `FormScreen` shows three routes of two coordinators, `StepViewController` (through the `StepModel` the factory
    // makes) two; each is built with a closure of its own, which the screen calls. Each closure fires from the route
    // whose factory gave it (before, every closure from every route of the class: the name screen also pushed
    // `terms`, and the sign-up's routes presented the settings' `saved`).
    #expect(
      DialectFixture.describe(app.graph) == [
        "SignUpCoordinator stack start name @6:1",
        "  name @8:14",
        "    push email @13:94",
        "  email @9:14",
        "    push terms @14:96",
        "  terms @10:14",
        "    push done @18:58",
        "  done @11:14",
        "    popToRoot @23:72",
        "SettingsCoordinator stack start nickname @27:1",
        "  nickname @29:14",
        "    present saved @32:102",
        "  saved @30:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testControlsAFactoryWiresFireFromItsRoute() throws {
    let app = try load("testControlsAFactoryWiresFireFromItsRoute", entry: "NotesCoordinator")
    // A bar button's `#selector`, a `UIAction`'s closure and a button's target-action, wired by a route's factory
    // (or by a helper that only factories call) into the screen it builds, fire from that route (before, from
    // every route, marked inferred: `check` then reported dismissing with nothing presented, and pushes without end).
    #expect(
      DialectFixture.describe(app.graph) == [
        "NotesCoordinator stack start list @4:1",
        "  list @7:14",
        "    push trash @46:36",  // the bar button's #selector(openTrash)
        "    push editor @56:18",
        "  editor @8:14",
        "    present share @47:36",  // the UIAction's closure
        "  share @9:14",
        "    dismiss @48:37",  // closeButton(), which only shareScreen calls
        "  trash @10:14",
        "    popToRoot @49:37",  // addTarget(self, action: #selector(emptyTrash), ...)
        "AppCoordinator root start NotesCoordinator @61:1",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensBuiltByHelpers() throws {
    let app = try load("testScreensBuiltByHelpers", entry: "PhotosCoordinator")
    // A factory that returns what a helper of the coordinator builds (`makeGrid()`, whose local is the screen), or
    // what a factory of screens that the coordinator holds makes (`screens.makePhoto()`), builds that screen
    // (before, neither screen was found: the push fired from every route, inferred, the pop from none).
    #expect(
      DialectFixture.describe(app.graph) == [
        "PhotosCoordinator stack start grid @4:1",
        "  grid @7:14",
        "    push photo @32:43",
        "  photo @8:14",
        "    pop @36:52",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensBuiltFromStoryboards() throws {
    let app = try load("testScreensBuiltFromStoryboards", entry: "ShopCoordinator")
    // Each factory builds its screen from a storyboard: `as!`, `guard let ... as?`, and the generic
    // `let controller: CartViewController = storyboard.instantiateViewController(identifier:)`, typed by the local's
    // annotation (before, the cart's screen was not found: its `dismiss()` fired from every route, inferred, and
    // `check` reported dismissing with nothing presented).
    #expect(
      DialectFixture.describe(app.graph) == [
        "ShopCoordinator stack start catalog @4:1",
        "  catalog @8:14",
        "    push product @35:62",
        "  product @9:14",
        "    present cart @40:63",
        "  cart @10:14",
        "    dismiss @45:54",
        "AppCoordinator root start ShopCoordinator @49:1",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testEachStoredClosureHandedOnRunsWhereItIsCalled() throws {
    let app = try load("testEachStoredClosureHandedOnRunsWhereItIsCalled", entry: "ShopCoordinator")
    // The parent assigns the child's `onPaid` and `onNeedHelp`; the child hands each to another screen
    // (`controller.onConfirm = onPaid` on the payment, `controller.onHelp = onNeedHelp` on the cart): each closure
    // fires where the screen it was handed to calls it. Before, both fired wherever any was called (the help presented
    // from the payment too).
    #expect(
      DialectFixture.describe(app.graph) == [
        "ShopCoordinator stack start shop @4:1",
        "  shop @6:14",
        "    present CheckoutCoordinator @13:52",
        "  receipt @8:14",
        "  help @9:14",
        "CheckoutCoordinator stack start cart @33:1",
        "  cart @38:14",
        "    present ShopCoordinator.help @20:50",
        "    push payment @44:47",
        "  payment @39:14",
        "    present ShopCoordinator.receipt @19:46",
      ])
  }

  @Test func testChainsAfterADismissRunWhereTheLayerWasPresented() throws {
    let app = try load("testChainsAfterADismissRunWhereTheLayerWasPresented", entry: "ShopCoordinator")
    // `self?.dismiss().push(\.receipt)`, in the closures the checkout's payment and cart call: the chain stands as its
    // last step, inferred, which runs once the checkout's layer is gone, from `shop`, which presented it. Before, each
    // push fired where its closure is called, on the checkout's screens, over the layer the dismiss had just closed.
    #expect(
      DialectFixture.describe(app.graph) == [
        "ShopCoordinator stack start shop @4:1",
        "  shop @6:14",
        "    present CheckoutCoordinator @13:52",
        "    push receipt inferred @19:56",
        "    push help inferred @20:60",
        "  receipt @8:14",
        "  help @9:14",
        "CheckoutCoordinator stack start cart @33:1",
        "  cart @38:14",
        "    push payment @44:47",
        "  payment @39:14",
      ])
  }

  @Test func testSubscriptionsToScreensFireFromTheirRoutes() throws {
    let app = try load("testSubscriptionsToScreensFireFromTheirRoutes", entry: "NewsCoordinator")
    #expect(
      DialectFixture.describe(app.graph) == [
        "NewsCoordinator stack start feed @5:1",
        "  feed @9:14",
        "    push story @15:52",  // in `sink` on the feed screen's subject
        "  story @10:14",
        "    pop @25:18",  // close(), from `sink` on the story screen's model's publisher
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToChildCoordinatorsFireWhereTheyCallThem() throws {
    let app = try load("testClosuresGivenToChildCoordinatorsFireWhereTheyCallThem", entry: "AppCoordinator")
    // The closure given to the child runs where the child calls it (signedIn(), from the sign-in screen):
    // the parent's `root` reaches it up the chain as an event.
    #expect(
      DialectFixture.describe(app.graph) == [
        "AppCoordinator root start AuthCoordinator @4:1",
        "  home @8:14",
        "  on replaceHome: replace home @11:93",
        "AuthCoordinator stack start signIn @15:1",
        "  signIn @19:14",
        "    emit replaceHome @11:93",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testEventEnumsFireFromTheScreensThatSendThem() throws {
    let app = try load("testEventEnumsFireFromTheScreensThatSendThem", entry: "LibraryCoordinator")
    #expect(
      DialectFixture.describe(app.graph) == [
        "LibraryCoordinator stack start shelf @10:1",
        "  shelf @13:14",
        "    push book @24:29",  // send(.openBook("1")) from the shelf only
        "    present settings @25:25",
        "  book @14:14",
        "    present settings @25:25",  // send(.openSettings), and no other case
        "  settings @15:14",
        "    dismiss @26:17",
        "AppCoordinator root start LibraryCoordinator @60:1",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testUncalledMethodsOfACoordinatorWithAnAppsPopupProtocol() throws {
    let app = try load("testUncalledMethodsOfACoordinatorWithAnAppsPopupProtocol", entry: "ShelfCoordinator")
    // The shelf conforms to the app's `AlertCoordinable`, which inherits Jumper's `ScreenViewPresentable` (as the
    // library's README has apps write it): no type outside the app and the library, so `backToShelf()`, which nothing
    // calls, never runs, with a note. Before, the protocol counted as the system's, which may call any method of the
    // type: its `popToRoot` fired from every route, marked inferred.
    #expect(
      DialectFixture.describe(app.graph) == [
        "ShelfCoordinator stack start shelf @13:1",
        "  shelf @16:14",
        "    push book @21:48",
        "  book @17:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(
      DialectFixture.describe(app.notes) == [
        "27:3 ShelfCoordinator.backToShelf is called nowhere in the app's code (no call, reference or selector names "
          + "it), so the navigation only it leads to is left out: popToRoot at line 27:24"
      ])
  }

  @Test func testNotesForCoordinatorsWithoutAStart() throws {
    let app = try load("testNotesForCoordinatorsWithoutAStart", entry: "ShellCoordinator")
    let unknown =
      "in the files read, so where it starts is unknown (is part of it in a file that was excluded, or in an "
      + "extension outside the folder read?)"
    #expect(
      DialectFixture.describe(app.notes) == [
        "15:1 SettingsCoordinator declares no `navigation` property with an `initial:` route, and no `@Route` "
          + "screen \(unknown)",
        "19:1 EmptyTabsCoordinator declares no tabs in a `TabNavigation` property `navigation` \(unknown)",
      ])
  }
}

extension JumperDialectTests {
  @Test func testNavigationSetInTheInitialiser() throws {
    let app = try load("testNavigationSetInTheInitialiser", entry: "AppCoordinator")
    // AppCoordinator sets `navigation` in its initialiser, its initial route picked by a condition: it starts at the
    // first, `signIn` (its coordinator), with a note. SignInCoordinator sets it there too, on `email`, its second screen.
    // Before, neither was read: AppCoordinator started at a route named `navigation`, which names nothing, and
    // SignInCoordinator at its first screen, `help`.
    #expect(
      DialectFixture.describe(app.graph) == [
        "AppCoordinator root start SignInCoordinator @8:1",
        "  on replaceHomeCoordinator: replace HomeCoordinator @21:46",
        "SignInCoordinator stack start email @27:1",
        "  help @31:14",
        "  email @32:14",
        "    emit replaceHomeCoordinator @21:46",
        "    push help @42:46",
        "HomeCoordinator stack start feed @56:1",
        "  feed @58:14",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "17:5 AppCoordinator starts at a route a condition picks (signIn or home): it is read as starting at signIn, "
          + "the first; the others are reached only as its navigation leads to them"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
  @Test func testLinksThatGoOneWayOrAnother() throws {
    let app = try load("testLinksThatGoOneWayOrAnother", entry: "AppCoordinator")
    // `if signedIn { root(\.main).push(\.item) } else { root(\.login) }` in a link's arm: a link per way, each of the
    // arm's name (before, one link ran the chain and then the replace, and ended on the login).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "item -> MainCoordinator.item: replace MainCoordinator in AppCoordinator, push item in MainCoordinator",
        "item -> AppCoordinator.login: replace login in AppCoordinator",
      ])
  }
}

extension JumperDialectTests {
  @Test func testRoutesAConditionPicks() throws {
    let app = try load("testRoutesAConditionPicks", entry: "AppCoordinator")
    // `root(signedIn ? \.main : \.login)` and `push(isPro ? \.item : \.upgrade, animated: true)`: a transition to each
    // route the condition may pick, from where the call fires (before, none: the launch screen read as a dead end).
    #expect(
      DialectFixture.describe(app.graph) == [
        "AppCoordinator root start launch @22:1",
        "  launch @26:14",
        "    replace MainCoordinator @34:12",
        "    replace login @34:12",
        "  login @27:14",
        "MainCoordinator stack start list @53:1",
        "  list @57:14",
        "    push item @74:17",
        "    push upgrade @74:17",
        "  item @58:14",
        "  upgrade @59:14",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "item -> MainCoordinator.list: replace MainCoordinator in AppCoordinator",
        "item -> AppCoordinator.login: replace login in AppCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension JumperDialectTests {
  @Test func testPopsToAParentsRouteFromAPushedChild() throws {
    let app = try load("testPopsToAParentsRouteFromAPushedChild", entry: "NewsCoordinator")
    // `CommentsCoordinator(onClose: { self?.pop(to: \.article) })`: the child's screens pop to the parent's `article`,
    // named with its coordinator (before, `popTo: article`, a route the child does not have: `check` reported a
    // dangling reference and the pop did nothing). The child hands the closure on (`controller.onDone = onClose`) to
    // a screen class the parent's routes show too, which never set it: it fires only from the routes whose factory
    // handed it (before, also from `list` and `article`, where `check` then reported an invalid pop).
    #expect(
      DialectFixture.describe(app.graph) == [
        "NewsCoordinator stack start list @16:1",
        "  list @19:14",
        "    push article @24:55",
        "  article @20:14",
        "    push CommentsCoordinator @28:55",
        "CommentsCoordinator stack start thread @36:1",
        "  thread @39:14",
        "    popTo NewsCoordinator.article @32:57",
        "    push replies @46:72",
        "  replies @40:14",
        "    popTo NewsCoordinator.article @32:57",
      ])
    let report = NavigationCheck.run(app.graph)
    #expect(report.findings.map(\.rule).isEmpty, "\(report.findings.map(\.message))")
  }
}

extension JumperDialectTests {
  @Test func testClosesASwiftUIScreenByHowItIsShown() throws {
    let app = try load("testClosesASwiftUIScreenByHowItIsShown", entry: "NotesCoordinator")
    // SwiftUI's `dismiss()` in views that `SwiftUIScreen` hosts: a `pop` on the route the coordinator pushes, a
    // `dismiss` on the one it presents (before, an inferred `pop` on both, and `check` reported the presented screen
    // as a trap).
    #expect(
      DialectFixture.describe(app.graph) == [
        "NotesCoordinator stack start list @4:1",
        "  list @7:14",
        "    push note @29:37",
        "    present share @30:38",
        "  note @8:14",
        "    pop @40:22",
        "  share @9:14",
        "    dismiss @48:22",
      ])
    #expect(app.inferredTriggers.isEmpty)
    let report = NavigationCheck.run(app.graph)
    #expect(report.findings.map(\.rule).isEmpty, "\(report.findings.map(\.message))")
  }
}

extension JumperDialectTests {
  @Test func testPresentsASwiftUIScreenMadeFullScreen() throws {
    let app = try load("testPresentsASwiftUIScreenMadeFullScreen", entry: "SkyCoordinator")
    // `SwiftUIScreen(content: V(), modalPresentationStyle: .fullScreen)` in a route's factory, also inside a
    // `Screen(screenView:viewModel:)`: presented full screen, a cover (before, a sheet the user could swipe away);
    // `.pageSheet` stays a sheet. The cover's SwiftUI `dismiss()` dismisses it.
    #expect(
      DialectFixture.describe(app.graph) == [
        "SkyCoordinator stack start tonight @4:1",
        "  tonight @7:14",
        "    cover telescope @43:42",
        "    present chart @44:38",
        "  telescope @8:14",
        "    dismiss @34:23",
        "  chart @9:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension JumperDialectTests {
  @Test func testPresentsThroughJumpersUIKitPresenter() throws {
    let app = try load("testPresentsThroughJumpersUIKitPresenter", entry: "RadioCoordinator")
    // Jumper's `.presentUIKit(style:isPresented:) { V() }` on a SwiftUI screen presents `V` as a screen of its own:
    // a cover for `style: .fullScreen`, a sheet without a style; setting the binding back closes it, and so does the
    // presented view's SwiftUI `dismiss()` (before, neither screen was read: the stations screen had no action).
    #expect(
      DialectFixture.describe(app.graph) == [
        "RadioCoordinator stack start stations @4:1",
        "  stations @7:14",
        "    cover PlayerView @23:6",
        "    present InfoView @26:6",
        "  PlayerView @23:6",
        "    dismiss @36:22",
        "  InfoView @26:6",
        "    dismiss @27:27",
      ])
    #expect(app.inferredTriggers.isEmpty)
    let report = NavigationCheck.run(app.graph)
    #expect(report.findings.map(\.rule).isEmpty, "\(report.findings.map(\.message))")
  }
}

extension JumperDialectTests {
  @Test func testCallsAtLaunchFireFromTheStartScreen() throws {
    let app = try load("testCallsAtLaunchFireFromTheStartScreen", entry: "AppCoordinator")
    // `app.launch()` in the scene delegate's `scene(_:willConnectTo:options:)`, after the window shows the entry: it
    // runs as the app launches, from the start screen (`splash`), exact, as a call from the entry's `start` would.
    // Before, no caller of `launch()` was a screen or a start: both replaces fired from every route, marked inferred.
    #expect(
      DialectFixture.describe(app.graph) == [
        "AppCoordinator root start splash @19:1",
        "  splash @22:14",
        "    replace home @32:7",
        "    replace login @34:7",
        "  home @23:14",
        "  login @24:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension JumperDialectTests {
  @Test func testAnAppsOwnPresentUIKitIsItsOwn() throws {
    let app = try load("testAnAppsOwnPresentUIKitIsItsOwn", entry: "RadioCoordinator")
    // A `presentUIKit` the app declares itself (`extension View`) is the app's code, not Jumper's presenter: what it
    // shows is no presented screen.
    #expect(
      DialectFixture.describe(app.graph) == [
        "RadioCoordinator stack start stations @4:1",
        "  stations @7:14",
      ])
  }
}
