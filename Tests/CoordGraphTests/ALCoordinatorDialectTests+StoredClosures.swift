import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Stored closures and delegates: a closure a type was given, or a method assigned to its property, runs where the type
/// calls it, with the value it passes, in the arms that test that value.
extension ALCoordinatorDialectTests {
  @Test func testChildCoordinatorsReportToTheirParentsDelegate() throws {
    let app = try load("testChildCoordinatorsReportToTheirParentsDelegate", entry: "RootCoordinator")
    // The child calls `delegate?.profile(self, didFinishWith: event)`, and the parent's method switches over the
    // event: each arm fires from the child's screen that sends its case. The parent's own navigation there is
    // a push on the visible stack, and its `restart()` an event it handles. Before, the parent's `let profile =
    // ProfileCoordinator(...)`, passed on as `navigate(to: profile)`, was read as its method `profile(_:didFinishWith:)`
    // passed by name: both arms fired from the parent's own screen.
    #expect(
      describe(app.graph) == [
        "RootCoordinator stack start dashboard @34:1",
        "  dashboard @17:8",
        "    present ProfileCoordinator @40:12",
        "  about @18:8",
        "  on replaceDashboard: replace dashboard @51:22",
        "ProfileCoordinator stack start overview @70:1",
        "  overview @59:8",
        "    push RootCoordinator.about @52:29",
        "    finish @53:29",
        "    push security @74:32",
        "  security @60:8",
        "    emit replaceDashboard @51:22",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChildCoordinatorsReportThroughASubject() throws {
    let app = try load("testChildCoordinatorsReportThroughASubject", entry: "RootCoordinator")
    // The child's screens call `coordinator?.events.send(.done)` on its `PassthroughSubject`, and the parent's
    // `profile.events.sink { event in switch event { ... } }` runs each arm where its case is sent, as the
    // delegate's arms do. Before, nothing tied the sends to the subscription: every arm fired from every
    // route of the parent, inferred (a false `unbounded-growth` warning and an incomplete exploration).
    #expect(
      describe(app.graph) == [
        "RootCoordinator stack start dashboard @34:1",
        "  dashboard @17:8",
        "    present ProfileCoordinator @49:12",
        "  about @18:8",
        "  on replaceDashboard: replace dashboard @43:32",
        "ProfileCoordinator stack start overview @65:1",
        "  overview @54:8",
        "    push RootCoordinator.about @44:39",
        "    finish @45:29",
        "    push security @68:32",
        "  security @55:8",
        "    emit replaceDashboard @43:32",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresPassingOnTheValuesTheyReceive() throws {
    let app = try load("testClosuresPassingOnTheValuesTheyReceive", entry: "LibraryCoordinator")
    // Closures that hand the value they receive to a method that tests it: `shelf.events.sink { self?.handle($0) }`,
    // `book.onEvent = { event in ... self?.handle(event) }` and `vault.$isLocked.sink { locked in ...
    // self?.lockChanged(locked) }`. Each arm of the method fires where its value is sent, passed or set: the book
    // and the author from the shelf's sends, the pop from the book's `onEvent?(.close)`, the locked screen where
    // the vault is locked and its pop where it is unlocked. Before, every arm fired wherever any value was given.
    // A value a pattern binds (`if case .reveal(let place) = event { self?.reveal(place) }`) is no closure
    // parameter: every arm of `reveal` fires where the closure is called (here the book's `onEvent?(.reveal(.top))`),
    // rather than none (the callers pass `reveal`, no case of `Shelf`).
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelf @56:1",
        "  shelf @36:8",
        "    push locked @81:13",
        "    push book @99:29",
        "    present author @100:31",
        "  book @37:8",
        "    present author @90:24",
        "    popToRoot @91:27",
        "    pop @101:26",
        "  author @38:8",
        "  locked @39:8",
        "    pop @83:13",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testEachStoredClosureRunsWhereItIsCalled() throws {
    let app = try load("testEachStoredClosureRunsWhereItIsCalled", entry: "HomeCoordinator")
    // The parent assigns two of the child's stored closures (`checkout.onPaid = { ... }`, `checkout.onNeedHelp = {
    // ... }`), and the child calls each from another screen (`onPaid?()` on the payment's confirm, `onNeedHelp?()`
    // on the cart's help): each closure's actions fire where its own property is called. Before, both closures ran
    // wherever the child called any of its closures (the receipt pushed from the cart, help from the payment).
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @17:1",
        "  home @5:8",
        "    cover CheckoutCoordinator @29:12",
        "  receipt @6:8",
        "  help @7:8",
        "CheckoutCoordinator stack start cart @45:1",
        "  cart @34:8",
        "    push HomeCoordinator.help @27:20",
        "    push payment @49:23",
        "  payment @35:8",
        "    finish @23:16",
        "    push HomeCoordinator.receipt @24:20",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresKeptInAStoredCollectionRunWhereAnElementIsCalled() throws {
    let app = try load("testClosuresKeptInAStoredCollectionRunWhereAnElementIsCalled", entry: "GardenCoordinator")
    // The closures of a stored array or dictionary (`lazy var actions: [String: () -> Void] = ["water": { ... }]`) run
    // where an element is called (`self.actions["water"]?()`, `rows[index]()`, `handlers[0]!(true)`): on the screen of
    // the route that shows the type. Before, the collection's closures were not read, and what they call fired from
    // every route of the coordinator, inferred.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @31:1",
        "  beds @8:8",
        "    push bed @36:27",
        "    cover help @38:28",
        "  bed @9:8",
        "    present water @37:25",
        "  water @10:8",
        "    dismiss @39:25",
        "  help @11:8",
        "    dismiss @39:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRowsMadeByEachScreenRunTheirClosuresOnIt() throws {
    let app = try load("testRowsMadeByEachScreenRunTheirClosuresOnIt", entry: "GardenCoordinator")
    // `Row(title:action:)` is made by two screens, each with closures of its own, and each screen calls a row's
    // `action`: a closure runs where the screen that made its row calls it. Before, every row's closure ran wherever
    // any screen called a row's action (the beds' list pushed and covered from the bed, the bed watered from the list).
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @31:1",
        "  beds @8:8",
        "    push bed @36:27",
        "    cover help @38:28",
        "  bed @9:8",
        "    present water @37:25",
        "  water @10:8",
        "    dismiss @39:25",
        "  help @11:8",
        "    dismiss @39:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRowViewsOfSeveralScreensRunTheirOwnClosures() throws {
    let app = try load("testRowViewsOfSeveralScreensRunTheirOwnClosures", entry: "HomeCoordinator")
    // `ActionRow` calls the closure it is given from its button, and two screens build it, each with closures of its
    // own: a closure runs on the screen that built its row. Before, every row's closure ran on both screens.
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @30:1",
        "  home @8:8",
        "    push profile @32:32",
        "    present help @34:29",
        "  profile @9:8",
        "    push orders @33:31",
        "    pop @58:66",  // written in the row's closure itself (`coordinator.router.pop()`)
        "  orders @10:8",
        "  help @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testValuesAScreenHandsOnRunTheirClosuresWhereCalled() throws {
    let app = try load("testValuesAScreenHandsOnRunTheirClosuresWhereCalled", entry: "HomeCoordinator")
    // The list's model makes `DetailModel(onBook: { ... })` and hands it on to the detail's route: no call of the
    // closure is made on the list's screen, so it runs where it is called, on the detail's (the safe side of
    // `testRowsMadeByEachScreenRunTheirClosuresOnIt`).
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start list @28:1",
        "  list @8:8",
        "    push detail @30:49",
        "  detail @9:8",
        "    present book @31:29",
        "  book @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToAnInitialiserRunWhereTheirPropertyIsCalled() throws {
    let app = try load("testClosuresGivenToAnInitialiserRunWhereTheirPropertyIsCalled")
    // `CheckInCoordinator(onCheckedIn: { ... }, onNeedHelp: { ... })`, whose initialiser keeps each closure in a
    // stored closure (`self.onCheckedIn = onCheckedIn`, `onNeedHelp = help`): each closure runs where the child
    // calls its own property (the seat's confirm, the passport's help). Before, both ran wherever the child
    // called either (the lounge pushed from the seat, boarding from the passport).
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start home @27:1",
        "  home @11:8",
        "    present CheckInCoordinator @34:11",
        "  boarding @12:8",
        "  lounge @13:8",
        "CheckInCoordinator stack start passport @55:1",
        "  passport @41:8",
        "    push MainCoordinator.lounge @37:31",
        "    push seat @66:33",
        "  seat @42:8",
        "    push MainCoordinator.boarding @32:56",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMethodsGivenToAnInitialiserRunWhereTheirPropertyIsCalled() throws {
    let app = try load("testMethodsGivenToAnInitialiserRunWhereTheirPropertyIsCalled")
    // `CheckInCoordinator(onCheckedIn: boarded, onNeedHelp: lounge)`, written in a `Task`: each method given by
    // name runs where the child calls the stored closure its initialiser keeps it in. Before, the label was
    // matched to the wrong closure around the call (the `Task`'s), and both methods ran wherever the child called
    // either.
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start home @27:1",
        "  home @11:8",
        "    present CheckInCoordinator @33:13",
        "  boarding @12:8",
        "  lounge @13:8",
        "CheckInCoordinator stack start passport @56:1",
        "  passport @42:8",
        "    push MainCoordinator.lounge @38:32",
        "    push seat @67:33",
        "  seat @43:8",
        "    push MainCoordinator.boarding @37:33",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStoredClosuresTypedByAnAlias() throws {
    let app = try load("testStoredClosuresTypedByAnAlias")
    // The child's stored closures are typed by aliases (`typealias Handler = () -> Void` at the top level,
    // `typealias EventHandler = (MooringEvent) -> Void` in the child): each is a stored closure of its own, run
    // where the child calls it (the storm and the log from the berth, the fees from the payment), and the event
    // closure runs the arm of the case it is called with (`onEvent?(.logged)`; `.cancelled` is never sent). Before,
    // the aliases hid the function types: every action of the three closures fired wherever the child called any.
    #expect(
      describe(app.graph) == [
        "HarbourCoordinator stack start berths @31:1",
        "  berths @13:8",
        "    present MooringCoordinator @44:11",
        "  fees @14:8",
        "  weather @15:8",
        "  log @16:8",
        "MooringCoordinator stack start berth @73:1",
        "  berth @59:8",
        "    push HarbourCoordinator.weather @37:57",
        "    push HarbourCoordinator.log @40:40",
        "    push payment @81:28",
        "  payment @60:8",
        "    push HarbourCoordinator.fees @36:56",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStoredClosuresTypedByASuperclassAlias() throws {
    let app = try load("testStoredClosuresTypedByASuperclassAlias", entry: "ShopCoordinator")
    // The model's stored closures are typed by an alias its superclass declares (`class ScreenModel { typealias
    // Action = () -> Void }`, `var onPay: Action?` in `CartModel: ScreenModel`): each runs where its own property is
    // called (the payment and the help from the cart, the receipt from the payment). Before, the alias was looked
    // up only in the type and the types around it, and all three closures fired wherever any was called.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start cart @29:1",
        "  cart @5:8",
        "    push payment @32:49",
        "    push help @33:50",
        "  payment @6:8",
        "    push receipt @34:50",
        "  help @7:8",
        "  receipt @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStoredClosuresCalledOnAnotherValue() throws {
    let app = try load("testStoredClosuresCalledOnAnotherValue")
    // The parent assigns the child's stored closure (`child.onSolved = { ... }`), and a screen of the child calls
    // it on the coordinator it holds (`coordinator.onSolved?()`, not the child's own code): the closure runs from
    // that screen's route. Before, only a type's calls of its own stored closures were read, and the push was
    // inferred on every route of the child.
    #expect(
      describe(app.graph) == [
        "QuizCoordinator stack start question @25:1",
        "  question @11:8",
        "    present HintCoordinator @31:11",
        "  score @12:8",
        "HintCoordinator stack start hint @55:1",
        "  hint @41:8",
        "    push answer @58:31",
        "  answer @42:8",
        "    push QuizCoordinator.score @30:58",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testOptionalClosuresCalledWithADefault() throws {
    let app = try load("testOptionalClosuresCalledWithADefault")
    // `(onHelp ?? {})()` calls the child's stored closure `onHelp` (or a default in its place): the closure the
    // parent assigned to it runs from the kettle, whose button calls `help()`. Before, the call was not read,
    // and the push was inferred on every route of the child.
    #expect(
      describe(app.graph) == [
        "TeaCoordinator stack start menu @25:1",
        "  menu @11:8",
        "    present BrewCoordinator @31:11",
        "  help @12:8",
        "BrewCoordinator stack start kettle @50:1",
        "  kettle @36:8",
        "    push TeaCoordinator.help @30:56",
        "    push timer @53:30",
        "  timer @37:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStoredClosuresRunTheArmsOfTheCasesTheyAreCalledWith() throws {
    let app = try load("testStoredClosuresRunTheArmsOfTheCasesTheyAreCalledWith")
    // `model.onOutput = { output in switch output { ... } }`, called as `onOutput?(.track)`: each arm runs where
    // its case is passed, and an arm whose case no call passes (`.signOut`, `.back`) never runs. Before, every
    // arm fired wherever the closure was called (the list's sign-out, the detail's pop).
    #expect(
      describe(app.graph) == [
        "ParcelCoordinator stack start list @32:1",
        "  list @19:8",
        "    push detail @52:12",
        "  detail @20:8",
        "    push track @48:33",
        "  track @21:8",
        "  on restartApp: replace list @32:1",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStoredClosuresOfObservableModels() throws {
    let app = try load("testStoredClosuresOfObservableModels", entry: "MissionsCoordinator")
    // `model.onFinished = { ... }` sets a stored closure of an `@Observable` model: code for the model to run where it
    // calls it (its `finish()`, on the launch cover), not a value for observers. Before, the assignment was read as
    // one that notifies the model's observers, which ran every closure the model holds where it was made: the dismiss
    // also fired from `list`. (The push, written after the dismiss, runs once the cover is gone: from `list`.)
    #expect(
      describe(app.graph) == [
        "MissionsCoordinator stack start list @26:1",
        "  list @6:8",
        "    cover launch @32:11",
        "    push summary @35:57",
        "  launch @7:8",
        "    dismiss @35:40",
        "  summary @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// Closures kept in a value of the app's that an implicit `.init(...)` builds.
extension ALCoordinatorDialectTests {
  @Test func testClosuresOfAValueBuiltByAnImplicitInit() throws {
    let app = try load("testClosuresOfAValueBuiltByAnImplicitInit", entry: "ShelfCoordinator")
    // Each model keeps an `Output` of closures, built with `.init(...)`: assigned to the model's property
    // (`model.output = .init(openBook: { ... })`), passed to its initialiser (`BookModel(output: .init(...))`), or kept in
    // a local of that type first. Each closure runs where its screen calls it. Before, the type `.init` builds was not
    // read (only `ShelvesModel.Output(...)` was): every closure's navigation fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelves @29:1",
        "  shelves @5:8",
        "    present settings @34:57",
        "    push book @40:18",
        "  book @6:8",
        "    push author @47:18",
        "  author @7:8",
        "    present reviews @45:26",
        "  settings @8:8",
        "  reviews @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// A stored closure called with what a method of its holder was given.
extension ALCoordinatorDialectTests {
  @Test func testAStoredClosureCalledWithAMethodsParameter() throws {
    let app = try load("testAStoredClosureCalledWithAMethodsParameter", entry: "FwdCoordinator")
    // The model's `tap(_:)` calls its stored `onEvent` with its parameter; the home screen taps `.a` only. The arm of
    // `.a` fires from home; the arm of `.b`, which nothing sends, from nowhere. Before, the parameter passed no case:
    // both arms fired from home.
    #expect(
      describe(app.graph) == [
        "FwdCoordinator stack start home @18:1",
        "  home @5:8",
        "    push a @23:35",
        "  a @6:8",
        "  b @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesAClosureReceives() throws {
    let app = try load("testRoutesAClosureReceives", entry: "TripCoordinator")
    // `TripsModel(go: { route in DispatchQueue.main.async { self?.router.navigate(to: route) } })`, kept by `init(go:)`
    // in `self.go`, and `trip.onRoute = { self?.router.navigate(to: $0) }`: each route fires where the model passes its
    // case (`go(.trip)`, `onRoute?(.share)`), from the screen that calls it; `.map`, passed only by `openMap()`, which
    // nothing calls, from nowhere. Before, the route was not one the reading could tell: neither call was read. (A
    // `switch` over the value in a closure given to the initialiser fired every arm wherever the closure ran: the
    // closure was not read as the stored closure it is kept in.)
    #expect(
      describe(app.graph) == [
        "TripCoordinator stack start trips @38:1",
        "  trips @5:8",
        "    push trip @41:47",
        "    present share @44:50",
        "  trip @6:8",
        "  map @7:8",
        "  share @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testArmsOfAClosureGivenToAnInitialiser() throws {
    let app = try load("testArmsOfAClosureGivenToAnInitialiser", entry: "DeckCoordinator")
    // `DeckModel { output in switch output { case .card: ... case .stats: ... } }`, kept by `init(output:)` in its
    // stored closure: each arm fires where the model passes its case (`output(.card)` in `flip()`, which the screen
    // calls); `.stats`, passed only by `showStats()`, which nothing calls, from nowhere. Before, every arm fired wherever
    // the closure ran, as for a closure assigned to the stored closure only it did not.
    #expect(
      describe(app.graph) == [
        "DeckCoordinator stack start deck @27:1",
        "  deck @5:8",
        "    push card @31:32",
        "  card @6:8",
        "  stats @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresOfOptionalAndSequenceMethodsRunAtOnce() throws {
    let app = try load("testClosuresOfOptionalAndSequenceMethodsRunAtOnce", entry: "ShopCoordinator")
    // `interrupted.map { _ in coordinator?.resumeCheckout() }` on a `ShopRoute?`: Optional's `map` runs the closure as
    // part of the call, so the push fires where `checkoutTapped()` runs, from the cart. Before, the closure was read as
    // given to the route enum, run by the screen of every route: the push fired from every route.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start cart @28:1",
        "  cart @5:8",
        "    push checkout @34:34",
        "  checkout @6:8",
        "  receipt @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testRoutesGivenToALocalFunction() throws {
    let app = try load("testRoutesGivenToALocalFunction", entry: "ClinicCoordinator")
    // `func send(to route: ClinicRoute, animated: Bool = true)` declared in `call(for:)`, and `let show = { (route:
    // ClinicRoute) in ... }` in `settle(_:)`, each called with a case in an arm: each route fires where that arm's case
    // is passed (the navigation inside is the one place). Before, the route was "not one the reading can tell": both
    // calls were left out, and only the waiting room was reachable.
    #expect(
      describe(app.graph) == [
        "ClinicCoordinator stack start waiting @31:1",
        "  waiting @5:8",
        "    push doctor @36:14",
        "    push nurse @36:14",
        "  doctor @6:8",
        "    present bill @45:67",
        "    push pharmacy @45:67",
        "  nurse @7:8",
        "  pharmacy @8:8",
        "  bill @9:8",
        "  receipt @10:8",
      ])
    #expect(app.notes.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testStoredClosureGivenAsACompletion() throws {
    let app = try load("testStoredClosureGivenAsACompletion", entry: "HomeCoordinator")
    // `finishFlow(animated: true, completion: onFinished)`: the tour's stored closure, given to the library's finish as
    // its completion, runs once the tour is gone, where it was started: `push welcome` from `home`, exact. Before, the
    // closure was read as handed to the library, to run at a time the code does not show: the push fired from every
    // route of the home coordinator, marked inferred.
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @20:1",
        "  home @5:8",
        "    push welcome @28:74",
        "    cover TourCoordinator @29:12",
        "  welcome @6:8",
        "TourCoordinator stack start page @60:1",
        "  page @49:8",
        "    finish @73:5",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testClosureCasesBuiltByAHelperOfAnotherType() throws {
    let app = try load("testClosureCasesBuiltByAHelperOfAnotherType", entry: "StudioCoordinator")
    // A closure given to a route case (`.detail(name:onBook:)`) is run by the screen built for that case, also where
    // the route's `body` hands `self` to a helper of another type that switches over it (`StudioScreens.view(for:
    // self)`): each navigation fires from the route whose screen runs the closure. Before, the case's screen was not
    // found: both pushes fired from every route, marked inferred, and `check` reported growth without end.
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start classes @26:1",
        "  classes @5:8",
        "    push detail @32:11",
        "  detail @6:8",
        "    push booked @35:37",
        "  booked @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testClosureCasesOfNestedRoutesBuiltByHelpers() throws {
    let app = try load("testClosureCasesOfNestedRoutesBuiltByHelpers", entry: "GardenCoordinator")
    // Two coordinators each nest an enum `Route` (`extension GardenCoordinator { enum Route }`) with a case
    // `.item(name:onUse:)`, and each hands `self` to a helper of another type that switches over `GardenCoordinator.Route`
    // or `ShedCoordinator.Route`. Each closure given to `.item` runs on its own coordinator's `item`. Before, a helper's
    // arms were filed under the last name of the type written, `Route`, which no nested enum is declared as, and two
    // enums' cases of one name could not be told apart: both pushes fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @26:1",
        "  beds @6:10",
        "    push item @31:11",
        "  item @7:10",
        "    push watered @32:26",
        "  watered @8:10",
        "ShedCoordinator stack start tools @72:1",
        "  tools @52:10",
        "    push item @77:11",
        "  item @53:10",
        "    push sharpened @78:26",
        "  sharpened @54:10",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosureCasesBuiltByTheEnumBeforeAHelper() throws {
    let app = try load("testClosureCasesBuiltByTheEnumBeforeAHelper", entry: "GardenCoordinator")
    // The route's own `body` builds `BedsView` for `.beds(onPick:)`; a helper of another type that switches over the
    // route too (`Thumbnails.thumbnail(for:)`) builds another view for it, which does not make the case's screen
    // unknown: the push fires from `beds`, exact.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @29:1",
        "  beds @5:8",
        "    push bed @34:46",
        "  bed @6:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testClosuresKeptInACoordinatorsCollectionRunWhereAnElementIsCalled() throws {
    let app = try load("testClosuresKeptInACoordinatorsCollectionRunWhereAnElementIsCalled", entry: "PostCoordinator")
    // The coordinator's `lazy var menuActions: [MenuItem: () async -> Void]` closures (one navigating itself, one
    // through a method) run where the inbox's menu calls an element (`await coordinator.menuActions[item]?()`): from the
    // inbox alone. Before, they were read as the coordinator's own callbacks and fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "PostCoordinator stack start inbox @32:1",
        "  inbox @9:8",
        "    push thread @35:35",
        "    present compose @38:41",
        "    push archive @42:36",
        "  thread @10:8",
        "  compose @11:8",
        "  archive @12:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
