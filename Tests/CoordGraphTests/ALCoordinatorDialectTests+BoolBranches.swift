import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Tests of a `Bool`: the branches of an `if` over a `Bool` parameter, a screen's `Bool` or a receiver's run where callers
/// pass, routes give or values hold the literal they test; so do the arms of a `switch` over a tuple of values.
extension ALCoordinatorDialectTests {
  @Test func testBoolArgumentsPickTheBranchesThatTestThem() throws {
    let app = try load("testBoolArgumentsPickTheBranchesThatTestThem", entry: "AccountCoordinator")
    // A test of a `Bool` parameter is an arm of each value: `showDetails(editing: false)` runs the `else` only,
    // and `signInFinished(success: false)` the `guard`'s `else` only (before, the details screen also
    // dismissed, a false `nothing-to-dismiss`, and pushed itself again without end).
    #expect(
      describe(app.graph) == [
        "AccountCoordinator stack start overview @32:1",
        "  overview @5:8",
        // `reopen(.overview, animated: true)`: `route` picks nothing, `animated` does, and `if !animated` does not run
        // (before, the first enum parameter picked, and the test of `animated` was no arm: a `popToRoot` here).
        "    push details @40:14",
        "  signIn @6:8",
        "    dismiss @50:12",  // signInFinished(success: true)
        "  details @7:8",
        "    push editor @38:14",  // showDetails(editing: true)
        "    push help @47:14",  // signInFinished(success: false)
        "    pop @61:25",  // handle(true, .close): `quickly` picks nothing, `event` picks `.close`
        "  editor @8:8",
        "  help @9:8",
        "    popToRoot @68:62",  // showHelp() passes the default, `false` (before, also `push help`)
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensPassTheBoolTheirRouteGaveThem() throws {
    let app = try load("testScreensPassTheBoolTheirRouteGaveThem", entry: "NoteCoordinator")
    // `EditorViewController(isNew: true)` for `.create`, `false` for `.edit`; the editor calls
    // `editorFinished(created: isNew)`: each route runs the branch of `if created` for its value (before, both
    // branches fired from both); so does the editor's own `if isNew`. The share screen is given a value the code
    // does not show: both branches.
    #expect(
      describe(app.graph) == [
        "NoteCoordinator stack start list @20:1",
        "  list @5:8",
        "    push create @45:35",
        "    push edit @46:38",
        "  create @6:8",
        "    push share @28:14",
        "    popToRoot @37:24",  // leave(isNew, .done): arms over `reason`, after the selector
        "    push list @66:20",  // `if isNew` in the editor's own `cancel()`
        "  edit @7:8",
        "    pop @30:14",
        "    popToRoot @37:24",
        "  share @8:8",
        "    push share @28:14",
        "    pop @30:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testBoolValuesPickTheBranchesOfTheirReceivers() throws {
    let app = try load("testBoolValuesPickTheBranchesOfTheirReceivers")
    // `Bool` values delivered to closures that test them: a `@Published var isSignedIn = false` set to `true` on
    // the login and `false` in the settings, to a subscriber's `if signedIn { ... } else { ... }`; a
    // `PassthroughSubject<Bool, Never>` sent `false`, to `if !$0 { ... }`; a stored `(Bool) -> Void` called with
    // `true` on the editor and `false` on the confirmation, to `guard saved else { ... }`. Each branch fires where
    // its value is set, sent or passed. Before, both branches fired from every place (the home pushed from the
    // settings, the stack popped to its root from the login, the discarded screen pushed from the editor).
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start login @39:1",
        "  login @13:8",
        "    push home @48:28",
        "  home @14:8",
        "    push settings @69:37",
        "    push editor @70:35",
        "  settings @15:8",
        "    popToRoot @50:28",
        "    present offline @54:35",
        "  offline @16:8",
        "  editor @17:8",
        "    pop @61:26",
        "    push confirm @71:39",
        "  discarded @18:8",
        "  confirm @19:8",
        "    push discarded @58:28",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testArmsOfASwitchOverATuple() throws {
    let app = try load("testArmsOfASwitchOverATuple", entry: "KitchenCoordinator")
    // `switch (cooked, timed)` with `details(cooked: true, timed: false)`: the arm `(true, _)` only (before, every arm,
    // and the timer was pushed too). `switch (course, tipped)` with `next(after: .main, tipped: false)`: neither
    // `(.dessert, ...)` arm; `case (.starter, _), (_, true):` tests neither value alone, so it may run (a `Bool` or a case
    // of one element is read as the arm's, whatever the other elements hold). A `switch` over a `Bool` parameter is read
    // as an `if` over it.
    #expect(
      describe(app.graph) == [
        "KitchenCoordinator stack start menu @28:1",
        "  menu @5:8",
        "    push nutrition @33:27",
        "    push pay @43:42",
        "    push bill @60:22",  // served(hot: true): `case true:` of `switch hot` only (before, the tips too)
        "  nutrition @6:8",
        "  timer @7:8",
        "  bill @8:8",
        "  tips @9:8",
        "  pay @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testFlagsBoundByAnArm() throws {
    let app = try load("testFlagsBoundByAnArm", entry: "PeopleCoordinator")
    // `case .profile(let isMe): if isMe { ... } else { ... }`: "Me" passes `.profile(isMe: true)`, the thread's avatar
    // `.profile(isMe: false)`, each runs its branch; settings passes a value the reading cannot tell, and runs both.
    // Before, the test of the bound name was no arm: both branches fired from all three screens.
    #expect(
      describe(app.graph) == [
        "PeopleCoordinator stack start people @29:1",
        "  people @10:8",
        "    push thread @31:35",
        "    push myProfile @37:15",
        "    push settings @42:13",
        "  thread @11:8",
        "    push profile @39:15",
        "  myProfile @12:8",
        "  profile @13:8",
        "  settings @14:8",
        "    push myProfile @37:15",
        "    push profile @39:15",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testTernariesOverABoolArgumentPickBySide() throws {
    let app = try load("testTernariesOverABoolArgumentPickBySide", entry: "TourCoordinator")
    // An argument written as a ternary over a `Bool` parameter (`navigate(toRoute: skipped ? .home : .summary)`,
    // `presentationStyle: !fullScreen ? .sheet : .fullScreenCover`) is read as the two calls of an `if` over it: each
    // side where callers pass the value it runs for (`finish(skipped: false)` pushes the summary only); a value the
    // reading cannot tell runs both (`tips(seen)`). Before, both sides fired from every caller, and the style was a
    // presentation marked inferred.
    #expect(
      describe(app.graph) == [
        "TourCoordinator stack start intro @18:1",
        "  intro @5:8",
        "    push summary @20:44",
        "    cover help @22:11",
        "  summary @5:15",
        "    push home @20:44",
        "    present help @22:11",
        "    push home @24:41",
        "    push tips @24:41",
        "  home @5:24",
        "  help @5:30",
        "  tips @5:36",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testStringsPassedToAMethodThatTestsThem() throws {
    let app = try load("testStringsPassedToAMethodThatTestsThem", entry: "HubCoordinator")
    // A method's only `String`, whose arms test strings (`switch identifier { case "account": ... }`, `if page ==
    // "about"`), picks as an enum parameter does: `open("account")` runs the account's arm, `open("data")` the arm of
    // `"privacy", "data"`, `info(page: "about", animated: true)` the `if`'s body (a `Bool` the method does not test
    // picks nothing); a value the reading cannot tell (`open(shortcut)`) runs every arm. The `else` of a test of a
    // string names no string: it runs for every caller (`push help`). Before, every call ran every arm.
    #expect(
      describe(app.graph) == [
        "HubCoordinator stack start hub @21:1",
        "  hub @5:8",
        "    push account @26:27",
        "    present about @34:13",
        "    push help @36:13",
        "  account @5:13",
        "    push account @26:27",
        "    push privacy @27:35",
        "  privacy @5:22",
        "  about @5:31",
        "  help @5:38",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testTernariesOverACaseTestPickBySide() throws {
    let app = try load("testTernariesOverACaseTestPickBySide", entry: "MediaCoordinator")
    // A ternary over a test of the selector against a case (`.video == kind ? .player : .viewer`, `kind == .video ?
    // .fullScreenCover : .sheet`) is read as an `if` over it: `open(.photo)` pushes the viewer, `open(.video)` covers
    // the player. A value the reading cannot tell (`edit(kind)` in a `ForEach`) runs both sides, each with the
    // children a factory builds in its arms only: the cut editor covered, the trim editor in a sheet. Before, both
    // routes went from both screens, and each editor was a presentation marked inferred.
    #expect(
      describe(app.graph) == [
        "MediaCoordinator stack start library @23:1",
        "  library @7:8",
        "    push viewer @27:11",
        "    cover CutCoordinator @39:11",
        "    present TrimCoordinator @39:11",
        "  player @7:17",
        "  viewer @7:25",
        "    cover player @27:11",
        "CutCoordinator stack start cut @66:1",
        "  cut @61:8",
        "TrimCoordinator stack start trim @76:1",
        "  trim @71:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testTernariesNestedInParentheses() throws {
    let app = try load("testTernariesNestedInParentheses", entry: "DeskCoordinator")
    // A ternary in parentheses on one side of another (`urgent ? .triage : (remote ? .video : .visit)`, held by a
    // local or given as the argument) may give each of its values: the outer test picks its side by what callers
    // pass (`urgent: false` runs the else side), the inner one is a choice of both. Before, the side in parentheses
    // gave no route at all: `video` and `visit` were reported never shown, and `close` pushed nothing.
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start lobby @15:1",
        "  lobby @5:8",
        "    push video @20:11",
        "    push visit @20:11",
        "    push done @24:11",
        "    push later @24:11",
        "  triage @5:15",
        "  video @5:23",
        "  visit @5:30",
        "  done @5:37",
        "  later @5:43",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testLocalsGivenTheirValueByATernary() throws {
    let app = try load("testLocalsGivenTheirValueByATernary", entry: "PassCoordinator")
    // A local declared with a ternary over a `Bool` parameter (`let route = camera ? PassRoute.scan : .manual`) holds
    // the side its callers pick (`check(camera: true)`: the scan), as an assignment of one does; and a ternary assigned
    // over a parameter (`next = open ? .board : .wait`) replaces what the local held before, whichever side runs.
    // Before, the declared local was a choice of both sides from every caller, and `proceed` still pushed the gate.
    #expect(
      describe(app.graph) == [
        "PassCoordinator stack start gate @15:1",
        "  gate @5:8",
        "    push scan @20:11",
        "    push board @26:11",
        "  scan @5:14",
        "  manual @5:20",
        "  board @5:28",
        "  wait @5:35",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testTernariesOverAnInequalityPickBySide() throws {
    let app = try load("testTernariesOverAnInequalityPickBySide", entry: "ContactCoordinator")
    // A ternary over `!=` between a parameter and a case (`kind != .video ? .map : .call`) is read by side, as its `==`
    // form with the sides the other way round: `reach(kind: .video)` pushes the call, and `ring(kind: .phone)` presents
    // it (`presentationStyle: kind != .phone ? .push : .sheet`). Before, both routes fired from every caller, and the
    // style was a push marked inferred.
    #expect(
      describe(app.graph) == [
        "ContactCoordinator stack start start @17:1",
        "  start @7:8",
        "    push call @21:11",
        "    present call @25:11",
        "  map @7:15",
        "  call @7:20",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testIfAndGuardOverAnInequalityPickBySide() throws {
    let app = try load("testIfAndGuardOverAnInequalityPickBySide", entry: "SupportCoordinator")
    // `if channel != .video { map } else { call }`, `guard channel != .text else { chat }` and `if channel != .audio {
    // notes; return }` are read as their `==` forms with the branches the other way round: each caller's case picks
    // one side. Before, every branch fired from every caller.
    #expect(
      describe(app.graph) == [
        "SupportCoordinator stack start home @18:1",
        "  home @7:8",
        "    push call @27:14",
        "    push list @36:12",
        "    push notes @41:14",
        "  list @7:34",
        "    push map @25:14",
        "    push chat @33:14",
        "    push board @44:12",
        "  map @7:60",
        "  call @7:65",
        "  chat @7:71",
        "  notes @7:77",
        "  board @7:84",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testTheRestAfterAnIfThatLeavesRunsWhereItsTestFails() throws {
    let app = try load("testTheRestAfterAnIfThatLeavesRunsWhereItsTestFails", entry: "ShopCoordinator")
    // After `if plan == .free { upgrade; return }`, `if !signedIn { signIn; return }` or `if case .scan = entry {
    // scanner; return }`, the rest of the method runs only for the other case or value, as after a `guard`: the home
    // screen passes `.free`, `false` and `.scan` and reaches only the `if` bodies; the catalog, the rest. Before, the
    // rest ran for every caller.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start home @19:1",
        "  home @8:8",
        "    push upgrade @24:14",
        "    push signIn @32:14",
        "    push scanner @40:14",
        "    push catalog @46:26",
        "  catalog @8:31",
        "    push export @27:12",
        "    push basket @35:12",
        "    push form @43:12",
        "  upgrade @8:57",
        "  export @8:66",
        "  signIn @8:74",
        "  basket @8:82",
        "  scanner @8:90",
        "  form @8:99",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
