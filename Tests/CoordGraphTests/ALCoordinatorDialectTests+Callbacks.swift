import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Callbacks: closures given to screens, assigned to them, subscribed to, shared view models, closures
/// given to child coordinators, notifications.
extension ALCoordinatorDialectTests {
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

  @Test func testParentMethodsCalledFromAChildsScreens() throws {
    let app = try load("testParentMethodsCalledFromAChildsScreens")
    // `showSettings()` of the parent is called from its own home and, through the child's `owner?.showSettings()`,
    // from the child's list: it fires from both, on the list as the parent's route. Before, a method that fired
    // from some route of its own coordinator fired from no other coordinator's.
    #expect(
      describe(app.graph) == [
        "AppCoordinator stack start home @30:1",
        "  home @11:8",
        "    cover WorkoutsCoordinator @36:11",
        "    present settings @39:37",
        "  settings @12:8",
        "WorkoutsCoordinator stack start list @65:1",
        "  list @51:8",
        "    present AppCoordinator.settings @39:37",
        "    push detail @68:31",
        "  detail @52:8",
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

  @Test func testNotificationsRunWhereTheyArePosted() throws {
    let app = try load("testNotificationsRunWhereTheyArePosted")
    // Code that observes a notification runs where the app posts it: the coordinator's
    // `addObserver(forName: .sessionExpired, ...) { ... }` shows login where ProfileView's client posts
    // `.sessionExpired`; its `publisher(for: .openInbox).sink { ... }` pushes inbox where HomeView posts
    // `.openInbox`; HomeView's `.onReceive(...publisher(for: .showHelp))` pushes help where ProfileView
    // posts `Notification.Name("app.help")`, the name `.showHelp` stands for. Before, the first two were inferred on every route, and the
    // third fired from home, the route of the view that wrote it. LoginView's observer of the system's
    // `willEnterForegroundNotification`, which the app never posts, fires from its own route, as before, and
    // so does its own `dismiss()` on `didReceiveMemoryWarningNotification`. A `Notification` value posts
    // its name too: `post(Notification(name:))` and `post(.init(name:object:))`.
    #expect(
      describe(app.graph) == [
        "AccountCoordinator stack start home @43:1",
        "  home @19:8",
        "    push inbox @53:51",
        "    push profile @58:36",
        "    cover login @59:34",  // HomeView's post(Notification(name: .sessionExpired))
        "  profile @20:8",
        "    cover login @59:34",
        "    push help @61:33",
        "  login @21:8",
        "    push inbox @53:51",  // LoginView's post(.init(name: Notification.Name("openInbox"), object: nil))
        "    dismiss @60:40",
        "    push help @61:33",
        "    dismiss @102:9",
        "  inbox @22:8",
        "  help @23:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStoredClosuresRunWhereTheyAreCalled() throws {
    let app = try load("testStoredClosuresRunWhereTheyAreCalled", entry: "NoteCoordinator")
    // `lazy var save: () -> Void = { ... }` runs where it is passed on (`Button("Save", action: model.save)`)
    // and `lazy var share` where it is called (`await model.share()`): the editor's routes. Before, a
    // stored closure's code was not indexed, and both actions were inferred on every route.
    #expect(
      describe(app.graph) == [
        "NoteCoordinator stack start list @27:1",
        "  list @5:8",
        "    cover editor @29:29",
        "  editor @6:8",
        "    present share @30:30",
        "    dismiss @31:37",
        "  share @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testValuesBuiltWithClosures() throws {
    let app = try load("testValuesBuiltWithClosures", entry: "ShelfCoordinator")
    // A view controller's `lazy var openButton = UIButton(primaryAction: UIAction { ... })` and `lazy var
    // reviewsItem = UIBarButtonItem(..., primaryAction: UIAction { ... })`: the closures' code is the view
    // controller's, and fires from its routes. Before, a stored value's initial code was not indexed,
    // and both actions were inferred on every route.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @25:1",
        "  shelf @5:8",
        "    push book @27:28",
        "  book @6:8",
        "    present reviews @28:31",
        "  reviews @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSelectorObserversRunWhereTheNotificationIsPosted() throws {
    let app = try load("testSelectorObserversRunWhereTheNotificationIsPosted", entry: "VaultCoordinator")
    // `addObserver(self, selector: #selector(sessionExpired), name: .sessionExpired, object: nil)`: the
    // method the selector names runs where the app posts `.sessionExpired` (VaultViewController's lock
    // button). Before, `#selector(...)` named nothing, and the cover was inferred on every route.
    #expect(
      describe(app.graph) == [
        "VaultCoordinator stack start vault @27:1",
        "  vault @9:8",
        "    cover login @34:48",
        "  login @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testAsyncSequencesRunWhereTheirValuesAreGiven() throws {
    let app = try load("testAsyncSequencesRunWhereTheirValuesAreGiven", entry: "HikeCoordinator")
    // A `for await` loop's body runs for each value its sequence gives, later, as a `sink`'s closure does:
    // over `model.events` it fires from the routes of the model's screen (trails: TrailsModel's), over a
    // stream of routes (`for try await route in model.routes`) wherever the model yields one to the
    // stream's continuation (`continuation.yield(.share)`, called by TrailView), and over
    // `notifications(named: .sessionEnded)` wherever the notification is posted (TrailView again).
    // Before, each loop's code ran when the method that starts it ran: the map push and the sign-in were
    // read as launch navigation (both home), the route stream's navigation was not read at all.
    #expect(
      describe(app.graph) == [
        "HikeCoordinator stack start trails @58:1",
        "  trails @9:8",
        "    push map @65:32",
        "    push trail @81:11",
        "  trail @10:8",
        "    present report @79:57",
        "    present share @79:57",
        "    cover signIn @84:31",
        "  map @11:8",
        "    popToRoot @85:44",
        "  share @12:8",
        "  report @13:8",
        "  signIn @14:8",
      ])
    #expect(app.graph.home.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMethodsAssignedByNameRunWhereTheyAreCalled() throws {
    let app = try load("testMethodsAssignedByNameRunWhereTheyAreCalled", entry: "InboxCoordinator")
    // `controller.onCompose = coordinator.compose` and `filters.onApply = applyFilters`: a method assigned by
    // name to a screen's stored closure runs where the screen calls it, as a closure assigned there would
    // (before, each was inferred on every route); so does one assigned in a closure (`Task { @MainActor in
    // filters.onReset = self.resetFilters }`; before, inferred on every route).
    #expect(
      describe(app.graph) == [
        "InboxCoordinator stack start threads @31:1",
        "  threads @5:8",
        "    push thread @36:38",  // `controller.onSelect = coordinator.open(thread:)`
        "    present compose @37:27",
        "    present FiltersViewController @43:12",
        "  thread @6:8",
        "  compose @7:8",
        "    dismiss @66:37",
        "  FiltersViewController @43:12",
        "    dismiss @46:40",  // `filters.onApply = applyFilters`, in the coordinator
        "    popToRoot @47:40",  // `filters.onReset = self.resetFilters`, in a `Task`
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLibraryCallsBesideAnAppMethodOfTheirName() throws {
    let app = try load("testLibraryCallsBesideAnAppMethodOfTheirName")
    // `navigate(to: ProfileCoordinator(), presentationStyle: .fullScreenCover)` in the `.profile` arm of the
    // coordinator's own `navigate(to destination:)` is the library's (the app's method does not take its
    // labels): it runs no arm of the app's method again. Before, it did, with a value of no case, so every arm
    // fired from where `.profile` is passed (`present about` from `home`). The app's own methods still run
    // where their labels take a call, a variadic parameter's or one with a trailing closure.
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @33:1",
        "  home @11:8",
        "    push detail @38:33",
        "    cover ProfileCoordinator @40:26",
        "  detail @11:14",
        "    present about @39:24",
        "  about @11:27",
        "ProfileCoordinator stack start me @69:1",
        "  me @64:8",
        "    push me @76:46",  // `tag("a", "b")` for `tag(_ names: String...)`
        "    push me @77:62",  // `show(item: 1) { $0.description }` for `show(item:label:)`
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensCallWithTheCaseTheirRouteGaveThem() throws {
    let app = try load("testScreensCallWithTheCaseTheirRouteGaveThem", entry: "TourCoordinator")
    // `StepViewController(step: .welcome)` in `view()`, then `coordinator?.next(after: step)` from the screen's
    // stored `step`: each arm of `next`'s `switch step` fires from the route whose screen holds its case. So
    // for a property an initialiser stores under another name (`init(page value:)`, `current = value`), a
    // view model the screen is given (`QuizModel(question: .quiz)`, also in the case's value where the
    // navigation builds it: `.bonus(model: QuizModel(question: .welcome))`), a SwiftUI view's memberwise
    // property, `TourRoute.privacy`, and each case a condition may pick (`.spare`). Before, every arm fired
    // from every step: `check` saw the walk repeat without end. A value that is no case (`Self.last`), or a
    // navigation that gives the route something else too (`QuizModel(question: step)` for `.mixed`), still
    // runs every arm; so does a property the screen changes itself (`step = .review` in a tap).
    let all = [
      "    push privacy @45:27", "    push alerts @46:27", "    push quiz @47:26", "    push review @48:24",
      "    push done @49:26", "    push bonus @50:24", "    push mixed @51:25", "    push mixed @52:25",
      "    finish @53:38",
    ]
    #expect(
      describe(app.graph) == [
        "TourCoordinator stack start welcome @38:1",
        "  welcome @6:8",
        "    push privacy @45:27",
        "  privacy @7:8",
        "    push alerts @46:27",
        "  alerts @8:8",
        "    push quiz @47:26",
        "  quiz @9:8",
        "    push review @48:24",
        "  review @10:8",
        "    push done @49:26",
        "  done @11:8",
        "    push bonus @50:24",
        "  spare @12:8",
        "    push privacy @45:27",
        "    finish @53:38",
        "  replay @13:8",
      ] + all + ["  bonus @14:8", "    push privacy @45:27", "  mixed @15:8"] + all + ["  changing @16:8"] + all)
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresATypeAssignsToItsOwnProperties() throws {
    let app = try load("testClosuresATypeAssignsToItsOwnProperties", entry: "QuizCoordinator")
    // The coordinator assigns its own stored closures without `self.` (`onHintClosed = { ... }` in `start`,
    // `onRetry = { ... }` in a method), and screens call them (`coordinator?.onHintClosed?()` on the hint): each
    // closure fires where its property is called. Before, such a closure ran at a time the code does not show (the
    // dismiss and the review inferred on every route). A local of the property's name (`var onHintClosed` in
    // `skip`) is the local's: its closure stays a callback of `skip` (inferred, as any coordinator callback), and
    // calling it runs none of the property's (no dismiss from the question).
    #expect(
      describe(app.graph) == [
        "QuizCoordinator stack start question @25:1",
        "  question @5:8",
        "    present hint @42:28",
        "    push review inferred @45:50",
        "    push result @50:12",
        "  hint @6:8",
        "    dismiss @31:20",
        "    push review inferred @45:50",
        "  result @7:8",
        "    push review @38:20",
        "    push review inferred @45:50",
        "  review @8:8",
        "    push review inferred @45:50",
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testArmsNoPublishedValueSendsNeverRun() throws {
    let app = try load("testArmsNoPublishedValueSendsNeverRun", entry: "ZooCoordinator")
    // `gate.$event.compactMap { $0 }.sink { [weak self] event in self?.handle(event) }` passes on what the models
    // publish (`event = .lions` from the gate, `.bears` from the lions); no code publishes `.shop`, so `handle(_:)`'s
    // `.shop` arm never runs, as for code written in the subscription's own closure: the shop is never shown. Before,
    // the coordinator's `bind(_:_:)`, which subscribes, counted as an unknown moment that may pass any case: the shop
    // was pushed, inferred, from every route.
    #expect(
      describe(app.graph) == [
        "ZooCoordinator stack start gate @32:1",
        "  gate @6:8",
        "    push lions @44:26",
        "  lions @7:8",
        "    push bears @45:26",
        "  bears @8:8",
        "  shop @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testBindingsToAPublishedPropertySendAnyValue() throws {
    let app = try load("testBindingsToAPublishedPropertySendAnyValue", entry: "ZooCoordinator")
    // As `testArmsNoPublishedValueSendsNeverRun`, with `Picker("Go", selection: $model.event)` on the gate: the
    // control may publish any event there, so the gate may show the lions, the bears or the shop.
    #expect(
      describe(app.graph) == [
        "ZooCoordinator stack start gate @32:1",
        "  gate @6:8",
        "    push lions @44:26",
        "    push bears @45:26",
        "    push shop @46:25",
        "  lions @7:8",
        "    push bears @45:26",
        "  bears @8:8",
        "  shop @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testKeyPathAssignmentsPublishAnyValue() throws {
    let app = try load("testKeyPathAssignmentsPublishAnyValue", entry: "ZooCoordinator")
    // As `testArmsNoPublishedValueSendsNeverRun`, with a publisher assigned to each model's published event by key
    // path (`keeper.assign(to: \.event, on: self)` in the lions' model, `guide.assign(to: \GateModel.event, on:
    // model)` in the gate's view): any event may be published there, so either screen may show the lions, the bears
    // or the shop.
    #expect(
      describe(app.graph) == [
        "ZooCoordinator stack start gate @36:1",
        "  gate @6:8",
        "    push lions @48:26",
        "    push bears @49:26",
        "    push shop @50:25",
        "  lions @7:8",
        "    push lions @48:26",
        "    push bears @49:26",
        "    push shop @50:25",
        "  bears @8:8",
        "  shop @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testValuesAPublisherGivesAtOnce() throws {
    let app = try load("testValuesAPublisherGivesAtOnce", entry: "ParkCoordinator")
    // Subscriptions made in `bind()`, which `start()` calls: each one passes what it receives to `handle(_:)`. At
    // once, where they are made (the gate, at the start), `$tab` gives its initial `.cafe`, `steps` (a
    // `CurrentValueSubject`) its `.bears` and the lions' `$event` the `.lions` its initialiser sets (which reaches no
    // subscriber then, so the lions do not show themselves); `$section` gives nothing (`dropFirst()`). Later, each
    // gives what the screens set or send. No code sets the section to `.shop`: the shop is never shown.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start gate @40:1",
        "  gate @6:8",
        "    push lions @60:26",
        "    push bears @61:26",
        "    push cafe @63:25",
        "    push map @64:24",
        "    push tickets @65:28",
        "  lions @7:8",
        "    push bears @61:26",
        "  bears @8:8",
        "  shop @9:8",
        "  cafe @10:8",
        "  map @11:8",
        "  tickets @12:8",
      ])
    #expect(app.graph.home.map(\.name) == ["ParkCoordinator.bears", "ParkCoordinator.cafe", "ParkCoordinator.lions"])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testValuesMadeOfThosePublishedAreAnyValue() throws {
    let app = try load("testValuesMadeOfThosePublishedAreAnyValue", entry: "ParkCoordinator")
    // `gate.$tapped...map { _ in ParkEvent.lions }` passes on the lions whatever the gate publishes; `gate.$picked
    // ...map(\.next)` a value made of the `.cafe` it publishes: any event, from the gate.
    // `lions.$event.compactMap { $0 }.removeDuplicates()` passes on the lions' own `.bears`.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start gate @39:1",
        "  gate @6:8",
        "    push lions @59:26",
        "    push bears @60:26",
        "    push shop @61:25",
        "    push cafe @62:25",
        "    push map @63:24",
        "  lions @7:8",
        "    push bears @60:26",
        "  bears @8:8",
        "  shop @9:8",
        "  cafe @10:8",
        "  map @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCallsInArmsOverAReceivedValue() throws {
    let app = try load("testCallsInArmsOverAReceivedValue", entry: "ShopCoordinator")
    // `show(_:)` is called in the arms of tests of what the shelf's subject and the help's published event deliver:
    // each call runs where its case is sent or set (the shelf sends `.cart` and `.help`, the help sets `.receipt`).
    // The `else` arm (`show(.shelf)`) runs for no value the help sets, and neither subscription gives a value where it
    // is made (a `PassthroughSubject`; an optional published property left nil): it never runs.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start shelf @33:1",
        "  shelf @6:8",
        "    push cart @51:18",
        "    push help @51:18",
        "  cart @7:8",
        "  help @8:8",
        "    push receipt @51:18",
        "  receipt @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChangesObservedByAViewPickTheArms() throws {
    let app = try load("testChangesObservedByAViewPickTheArms", entry: "GardenCoordinator")
    // Views pass on what they observe to `handle(_:)`: `.onChange(of: model.event)` on `@Observable` models (the
    // newer and the older closure), `.onReceive(model.$event.compactMap { $0 })` on an `ObservableObject`. Each event
    // is handled where its model sets it; no model sets `.pond`: the pond is never shown.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @45:1",
        "  beds @6:8",
        "    push roses @51:26",
        "    present tools @52:26",
        "  roses @7:8",
        "    push shed @53:25",
        "  tools @8:8",
        "  shed @9:8",
        "    push roses @51:26",
        "  pond @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSubscriptionsRunWhereMadeWithTheFirstValue() throws {
    let app = try load("testSubscriptionsRunWhereMadeWithTheFirstValue", entry: "PierCoordinator")
    // `start()` subscribes to the berth's `signal`, a `CurrentValueSubject` made with `.crane`: its closure runs at
    // once, at launch, and pushes the crane from the boards. `listen()`, which the boards call, subscribes to the
    // berth's `events` (a `PassthroughSubject`: nothing at once) and `$status`, whose first value `.leave` is not
    // the `.crane` its closure tests (`status == .crane`): neither runs on the boards. The berth's screen sends and
    // sets the rest (and no code sends `signal`, so it may send it there).
    #expect(
      describe(app.graph) == [
        "PierCoordinator stack start boards @29:1",
        "  boards @6:8",
        "    push crane @36:46",
        "    push berth @52:29",
        "  berth @7:8",
        "    push crane @36:46",
        "    pop @43:33",
        "    push crane @48:42",
        "  crane @8:8",
      ])
    #expect(app.graph.home.map(\.name) == ["PierCoordinator.crane"])
  }

  @Test func testPublishersGivenToASubjectOfTheCoordinator() throws {
    let app = try load("testPublishersGivenToASubjectOfTheCoordinator", entry: "HarborCoordinator")
    // The coordinator subscribes to its own `steps` relay and `$pending` publisher, named alone. The dock gives its
    // buttons' taps to `steps`, each mapped to a step (`boatsButton.rx.tap.map { HarborStep.boats }.bind(to:
    // coordinator.steps)`): the boats and the fuel from there. The boats set `pending = .tides`: the tides from there.
    #expect(
      describe(app.graph) == [
        "HarborCoordinator stack start dock @24:1",
        "  dock @8:8",
        "    push boats @38:25",
        "    push fuel @39:24",
        "  boats @9:8",
        "    push tides @40:25",
        "  fuel @10:8",
        "  tides @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLoopsOverAPublishersValues() throws {
    let app = try load("testLoopsOverAPublishersValues", entry: "BakeryCoordinator")
    // `for await event in model.$event.compactMap({ $0 }).values` and `for await order in model.orders.values` pass
    // what they receive to `handle(_:)`, as a `sink` would: the counter's model sets `.bread` and sends `.cakes`; no
    // code publishes `.coffee`, which is never shown.
    #expect(
      describe(app.graph) == [
        "BakeryCoordinator stack start counter @28:1",
        "  counter @6:8",
        "    push bread @45:24",
        "    push cakes @46:24",
        "  bread @7:8",
        "  cakes @8:8",
        "  coffee @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLoopsOverAStreamsValues() throws {
    let app = try load("testLoopsOverAStreamsValues", entry: "GardenCoordinator")
    // `for await flower in model.flowers` and `for try await chore in model.chores` pass what they receive to the
    // coordinator, as a `sink` would: the model yields `.roses` and `.tulips` to the flowers' continuation and `.shed`
    // to the chores', and sends `.weeds` to its channel; nothing yields `.ferns` or `.compost`, which are never shown.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @44:1",
        "  beds @6:8",
        "    push roses @49:24",
        "    push tulips @50:25",
        "    present shed @57:13",
        "    push weeds @59:13",
        "  roses @7:8",
        "  tulips @8:8",
        "  ferns @9:8",
        "  shed @10:8",
        "  compost @11:8",
        "  weeds @12:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStreamsMadeByMakeStream() throws {
    let app = try load("testStreamsMadeByMakeStream", entry: "KitchenCoordinator")
    // `let (routes, routeSink) = AsyncStream.makeStream(of: KitchenRoute.self)` and `let (orders, orderSink) =
    // AsyncStream<Order>.makeStream()`: each continuation feeds the stream of its element only. The routes' loop
    // navigates to the routes yielded to `routeSink` (`.soup`, and `.salad` through `yield(with: .success(.salad))`;
    // `.bill`, yielded to `orderSink`, is no route of it); the orders' loop hands `.bill` to `handle(_:)`. Nothing
    // yields `.wine` or `.dessert`.
    #expect(
      describe(app.graph) == [
        "KitchenCoordinator stack start pass @30:1",
        "  pass @5:8",
        "    push salad @35:13",
        "    push soup @35:13",
        "    push bill @45:23",
        "  soup @6:8",
        "  salad @7:8",
        "  dessert @8:8",
        "  bill @9:8",
        "  wine @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
