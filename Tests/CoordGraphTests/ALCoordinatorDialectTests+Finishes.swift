import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Code that runs once a coordinator is gone: after its finish, where it was started or where the finish is asked.
extension ALCoordinatorDialectTests {
  @Test func testCodeAfterATabsFinishRunsWhereTheFinishIsAsked() throws {
    let app = try load("testCodeAfterATabsFinishRunsWhereTheFinishIsAsked", entry: "Tabs")
    // No action starts a tab's coordinator (the tab bar does): what follows its finish fires where the finish is asked,
    // as code does that no finish precedes (not from every route, inferred): the tab bar's switch to the feed, on `me`.
    // What the profile itself does after its own finish, `router.navigate(to: .goodbye)`, acts on a coordinator that is
    // gone, and shows nothing (before session 74 it was `present goodbye` from `me`, beside the finish): `goodbye` is
    // shown by nothing, the app's bug.
    #expect(
      describe(app.graph) == [
        "Tabs tabs start FeedCoordinator tabs FeedCoordinator,ProfileCoordinator @18:1",
        "FeedCoordinator stack start list @28:1",
        "  list @23:8",
        "ProfileCoordinator stack start me @49:1",
        "  me @33:8",
        "    finish @52:5",
        "    select FeedCoordinator @54:5",
        "  goodbye @34:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterAFinishRunsWhereTheCoordinatorWasStarted() throws {
    let app = try load("testCodeAfterAFinishRunsWhereTheCoordinatorWasStarted", entry: "RootCoordinator")
    // Code written after a finish in straight-line code runs once the finished coordinator is gone, where it was
    // started: the root's `home` (through the onboarding's `onFinish()` after its own `finishFlow`) from `splash`, its
    // `thanks` (after `survey.finishFlow()`) from `home`. Before, each was pushed into the finished coordinator's own
    // stack. What follows an `if` that may finish still fires where it is asked (`push terms`).
    #expect(
      describe(app.graph) == [
        "RootCoordinator stack start splash @22:1",
        "  splash @5:8",
        "    cover OnboardingCoordinator @26:11",
        "    push home @29:33",
        "  home @6:8",
        "    present SurveyCoordinator @33:11",
        "    push thanks @38:11",
        "  thanks @7:8",
        "OnboardingCoordinator stack start intro @59:1",
        "  intro @48:8",
        "    finish @71:11",
        "    finish @77:27",
        "    push terms @78:11",
        "  terms @49:8",
        "SurveyCoordinator stack start question @96:1",
        "  question @91:8",
        "    finish @37:18",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterADismissRunsWhereTheLayerWasPresented() throws {
    let app = try load("testCodeAfterADismissRunsWhereTheLayerWasPresented", entry: "ShopCoordinator")
    // The checkout's receipt tells its delegate, the shop, which dismisses the checkout's cover and, in the dismiss's
    // completion, presents `thanks`: once the cover is gone, from `catalog`, which covered it. Before, the present
    // fired from `receipt` as an alternative to the dismiss, over the checkout it had just closed.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @27:1",
        "  catalog @9:8",
        "    cover CheckoutCoordinator @33:12",
        "    present thanks @37:66",
        "  thanks @10:8",
        "CheckoutCoordinator stack start cart @55:1",
        "  cart @42:8",
        "    push receipt @59:23",
        "  receipt @43:8",
        "    dismiss @37:12",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterDismissingTheLayerItsOwnFunctionPresented() throws {
    let app = try load("testCodeAfterDismissingTheLayerItsOwnFunctionPresented", entry: "DepotCoordinator")
    // `markPacked()`, asked on `order` in the packing flow's cover, presents `packed`, then later dismisses it and pops:
    // the dismiss closes `packed`, so the pop runs on `order`, which presented it. Before, the dismiss was counted from
    // where `markPacked()` is asked, `order`, whose layer is the cover: the pop fired from `home`, under the cover.
    #expect(
      describe(app.graph) == [
        "DepotCoordinator stack start home @16:1",
        "  home @5:8",
        "    cover PackingCoordinator @18:24",
        "PackingCoordinator stack start orders @52:1",
        "  orders @32:8",
        "    push order @55:24",
        "  order @33:8",
        "    present packed @58:12",
        "    pop @61:20",
        "  packed @34:8",
        "    dismiss @60:20",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterANavigationThatFollowsADismiss() throws {
    let app = try load("testCodeAfterANavigationThatFollowsADismiss", entry: "AppCoordinator")
    // `send()`, asked on the compose sheet over the mail's cover, dismisses the sheet, pushes `sent` in the cover, and
    // pops it two seconds later: the push runs once the sheet is gone (from `inbox`), the pop on `sent`, which the push
    // showed. The dismiss written before the push is not counted again for the pop, which would take it down a layer
    // more, under the cover, to `home`.
    #expect(
      describe(app.graph) == [
        "AppCoordinator stack start home @16:1",
        "  home @5:8",
        "    cover MailCoordinator @18:28",
        "MailCoordinator stack start inbox @52:1",
        "  inbox @32:8",
        "    present compose @55:27",
        "    push sent @59:12",
        "  compose @33:8",
        "    dismiss @58:12",
        "  sent @34:8",
        "    pop @61:20",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeCalledAfterADismissRunsWhereTheLayerWasPresented() throws {
    let app = try load("testCodeCalledAfterADismissRunsWhereTheLayerWasPresented", entry: "NotesCoordinator")
    // The editor's sheet calls SwiftUI's `dismiss()` and then, in the same closure, `coordinator.share()`: what that
    // method does runs once the sheet is gone, from `note`, which presented it. Before, `present share` fired from the
    // editor, over the sheet the dismiss had just closed.
    #expect(
      describe(app.graph) == [
        "NotesCoordinator stack start list @27:1",
        "  list @5:8",
        "    push note @29:29",
        "  note @6:8",
        "    present editor @30:29",
        "    present share @31:30",
        "  editor @7:8",
        "    dismiss @51:9",
        "  share @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterTwoDismissesRunsTwoLayersDown() throws {
    let app = try load("testCodeAfterTwoDismissesRunsTwoLayersDown", entry: "PulseCoordinator")
    // `end()`, asked on the paused sheet over the workout's cover: `router.dismiss()` twice, then `push finished`. The
    // second dismiss runs once the sheet is gone (from `workout`), the push once both are gone (from `dashboard`).
    // Before, all three were alternatives on `paused`, and `finished` was pushed under the sheet: three false
    // `no-way-back` errors.
    #expect(
      describe(app.graph) == [
        "PulseCoordinator stack start dashboard @36:1",
        "  dashboard @11:8",
        "    cover workout @39:37",
        "    push finished @46:11",
        "    present settings @49:37",
        "  workout @12:8",
        "    present paused @40:30",
        "    dismiss @45:18",
        "  paused @13:8",
        "    dismiss @41:38",
        "    dismiss @44:18",
        "  finished @14:8",
        "    popToRoot @51:36",
        "  settings @15:8",
        "    dismiss @50:45",
      ])
    #expect(NavigationCheck.run(app.graph).findings.isEmpty)
  }

  @Test func testCodeAfterTheFinishOfAChildStartedAfterADismiss() throws {
    let app = try load("testCodeAfterTheFinishOfAChildStartedAfterADismiss", entry: "CafeCoordinator")
    // The cart's sheet is dismissed, and then (in the dismiss's completion) the payment is covered: from `menu`. The
    // payment's finish completion presents `thanks`: where the payment was started, `menu` too, not the cart the
    // dismiss closed (the finishes' code is placed again once the dismisses' has moved the payment's start).
    #expect(
      describe(app.graph) == [
        "CafeCoordinator stack start menu @25:1",
        "  menu @5:8",
        "    present cart @28:28",
        "    present thanks @35:60",
        "    cover PaymentCoordinator @37:19",
        "  cart @6:8",
        "    dismiss @31:12",
        "  thanks @7:8",
        "PaymentCoordinator stack start card @54:1",
        "  card @43:8",
        "    finish @35:18",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterAChildsFinishRunsWhereTheChildWasStarted() throws {
    let app = try load("testCodeAfterAChildsFinishRunsWhereTheChildWasStarted", entry: "AppCoordinator")
    // What the completion of a finish runs (`coordinator.finishFlow(animated: true) { self?.showHome() }`,
    // `tour?.finishFlow(animated: true) { self?.router.navigate(to: .welcome) }`, and the help's own
    // `finishFlow(animated: true) { self?.onClosed?() }`) runs once the finished coordinator is gone, on the route it
    // was started from: `launch`. Before, it fired where the finish was asked, on the child's screen: the home covered
    // the login, and the tour's and the help's screens pushed the app's `welcome` and `news` into their own stacks.
    let expected = [
      "AppCoordinator stack start launch @27:1", "  launch @5:8", "    cover LoginCoordinator @32:12",
      "    push welcome @44:55", "    present TourCoordinator @46:12", "    push news @51:51",
      "    present HelpCoordinator @53:12", "    cover HomeCoordinator @57:12", "  welcome @6:8", "  news @7:8",
      "  survey @8:8", "LoginCoordinator stack start phone @82:1", "  phone @73:8", "    finish @36:17",
      "TourCoordinator stack start page @108:1", "  page @99:8", "    finish @44:13",
      "HomeCoordinator stack start feed @129:1", "  feed @124:8",
      "HelpCoordinator stack start topics @143:1", "  topics @134:8", "    finish @147:18",
    ]
    #expect(describe(app.graph) == expected)
    #expect(app.inferredTriggers.isEmpty)
    // A finish that nothing asks (`abandon()`, which nothing calls) leaves out what its completion leads to.
    #expect(
      DialectFixture.describe(app.notes) == [
        "149:3 HelpCoordinator.abandon is called nowhere in the app's code (no call, reference or selector names it), "
          + "so the navigation only it leads to is left out: push survey at line 52:54, finish at line 149:20"
      ])
  }

  @Test func testCodeAfterAFinishThatStartsTheChildAgain() throws {
    let app = try load("testCodeAfterAFinishThatStartsTheChildAgain", entry: "MainCoordinator")
    // `route()` starts the login (or home), and runs again once the login is gone (`login.onLoggedIn = { self?.route()
    // }`, called in the login's finish): its navigation fires where the login was started, on `splash`. Before, the
    // only start of the login was itself code after a finish, so none was known: both fired from the login's screen,
    // over the login (a false unbounded growth of logins).
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start splash @14:1",
        "  splash @9:8",
        "    present HomeCoordinator @29:14",
        "    cover LoginCoordinator @33:14",
        "  on restartApp: replace splash @14:1",
        "LoginCoordinator stack start login @55:1",
        "  login @39:8",
        "    present forgot @62:26",
        "    finish @65:5",
        "  forgot @40:8",
        "HomeCoordinator stack start home @89:1",
        "  home @78:8",
        "    push profile @94:27",
        "    emit restartApp @95:19",
        "  profile @79:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterTheFinishOfAChildStartedAfterAFinish() throws {
    let app = try load("testCodeAfterTheFinishOfAChildStartedAfterAFinish", entry: "AppCoordinator")
    // Once the terms' step is gone, `askPermissions()` starts the permissions from `welcome`, where the terms were
    // started; once the permissions are gone, `push home` fires where they were started: `welcome` too, known only once
    // the first is placed. Before, the push fired from the permissions' own screen.
    #expect(
      describe(app.graph) == [
        "AppCoordinator stack start welcome @18:1",
        "  welcome @5:8",
        "    cover StepCoordinator @24:12",
        "    push home @29:56",
        "    present PermissionsCoordinator @30:12",
        "  home @6:8",
        "StepCoordinator stack start step @60:1",
        "  step @51:8",
        "    finish @63:17",
        "PermissionsCoordinator stack start ask @92:1",
        "  ask @83:8",
        "    finish @95:17",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testADismissInALayerThatCodeAfterADismissPresents() throws {
    let app = try load("testADismissInALayerThatCodeAfterADismissPresents", entry: "CheckoutCoordinator")
    // The address sheet's completion covers the payment, from the summary (where the sheet was presented); the
    // payment's `paid()` dismisses it and pops to the root there too. Before, only placements made before the code
    // after dismisses showed the layers: the payment's cover was not among them, and the pop stayed on the payment.
    #expect(
      describe(app.graph) == [
        "CheckoutCoordinator stack start basket @28:1",
        "  basket @5:8",
        "    push summary @30:31",
        "  summary @6:8",
        "    present address @31:32",
        "    cover payment @36:19",
        "    popToRoot @42:12",
        "  address @7:8",
        "    dismiss @34:12",
        "  payment @8:8",
        "    dismiss @41:12",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeAfterANavigationRunsOnTheScreenItShows() throws {
    let app = try load("testCodeAfterANavigationRunsOnTheScreenItShows", entry: "GardenCoordinator")
    // `finishLoading()` replaces the splash with the beds, then presents what's new: over the beds. Before, the sheet
    // was read as an alternative to the replace, from the splash. The beds' two modifiers are the screen's own
    // navigation, which its view declares: not read in order (the help sheet stays on the beds, not on the tips).
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start splash @27:1",
        "  splash @5:8",
        "    replace beds @33:11",
        "  beds @6:8",
        "    present whatsNew @36:13",
        "    push journal @40:36",
        "    push TipsView @58:8",
        "    present HelpView @59:8",
        "  whatsNew @7:8",
        "  journal @8:8",
        "  TipsView @58:8",
        "  HelpView @59:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeInATaskRunsAfterTheNavigationsAroundIt() throws {
    let app = try load("testCodeInATaskRunsAfterTheNavigationsAroundIt", entry: "PlannerCoordinator")
    // `plan()` pushes the season, starts a task, then pushes the week: the task runs once `plan()` is done, so the day
    // goes up over the week, the last navigation before it runs (not over the season, the nearest written before it).
    #expect(
      describe(app.graph) == [
        "PlannerCoordinator stack start home @27:1",
        "  home @5:8",
        "    push season @31:11",
        "  season @6:8",
        "    push week @33:11",
        "  week @7:8",
        "    present day @32:23",
        "  day @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCallbacksOfAScreenGoingAwayAreNoActions() throws {
    let app = try load("testCallbacksOfAScreenGoingAwayAreNoActions", entry: "MainCoordinator")
    // `viewWillDisappear` and `viewDidDisappear` run as the profile goes away: their finishes (`close()`, `didLeave()`)
    // are no action of the profile, and are left out with a note each; the home's `viewDidDisappear` only tracks, and
    // has none. Before, the profile had a `finish`, a way out of its cover that the app does not have: `check` missed
    // that the profile is a trap.
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start home @29:1",
        "  home @20:8",
        "    cover ProfileCoordinator @34:12",
        "ProfileCoordinator stack start profile @65:1",
        "  profile @54:8",
        "    push edit @67:24",
        "  edit @55:8",
      ])
    #expect(
      app.notes.map { String($0.message.prefix(60)) } == [
        "ProfileViewController.viewWillDisappear runs as its screen g",
        "ProfileViewController.viewDidDisappear runs as its screen go",
      ])
    let findings = NavigationCheck.run(app.graph).findings
    #expect(
      findings.filter { $0.rule == "no-way-back" }.map(\.subject) == [
        "ProfileCoordinator.profile", "ProfileCoordinator.edit",
      ])
  }

  @Test func testClosuresRunAsAViewGoesAwayAreNoActions() throws {
    let app = try load("testClosuresRunAsAViewGoesAwayAreNoActions", entry: "MainCoordinator")
    // SwiftUI's `.onDisappear` runs as its view goes away (after a back, a swipe or a dismiss the model makes itself):
    // the ticket's `close()`, the seat's (through its own `leave()`) and the gate's (`.onDisappear(perform: leave)`)
    // are no action of those screens, and are left out with a note each; the home's only tracks, and has none. Before, both screens had a `finish`: a way out of the
    // cover the app does not have, which hid that the boarding flow is a trap.
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start home @20:1",
        "  home @11:8",
        "    cover BoardingCoordinator @23:11",
        "BoardingCoordinator stack start ticket @48:1",
        "  ticket @37:8",
        "    push seat @50:33",
        "  seat @37:16",
        "    push gate @51:33",
        "  gate @37:22",
      ])
    #expect(
      app.notes.map { String($0.message.prefix(60)) } == [
        "TicketView's .onDisappear runs as its view goes away (after ",
        "SeatView's .onDisappear runs as its view goes away (after a ",
        "GateView's .onDisappear runs as its view goes away (after a ",
      ])
    let findings = NavigationCheck.run(app.graph).findings
    #expect(
      findings.filter { $0.rule == "no-way-back" }.map(\.subject) == [
        "BoardingCoordinator.ticket", "BoardingCoordinator.seat", "BoardingCoordinator.gate",
      ])
  }

  @Test func testCodeAfterItsOwnFinishShowsNothing() throws {
    let app = try load("testCodeAfterItsOwnFinishShowsNothing", entry: "TreesCoordinator")
    // What AccountCoordinator does after its own `finishFlow()` (its `restart()`, its `showPlan()`) acts on a
    // coordinator that is gone, and shows nothing. Before, both fired where it was started, on the trees' rows: the
    // restart as an event no coordinator up the chain handles (a false `unhandled-event`), the push as a push of
    // AccountCoordinator.plan onto the trees' stack. `showPlan()` still pushes where a button calls it directly.
    #expect(
      describe(app.graph) == [
        "TreesCoordinator stack start rows @11:1",
        "  rows @5:8",
        "    present AccountCoordinator @14:36",
        "AccountCoordinator stack start overview @38:1",
        "  overview @25:8",
        "    finish @43:11",
        "    push plan @47:33",
        "    finish @50:11",
        "  plan @26:8",
      ])
    #expect(app.graph.coordinators.allSatisfy { $0.handlers.isEmpty })
    #expect(app.inferredTriggers.isEmpty)
  }
}
