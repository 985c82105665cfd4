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
  @Test func testClosuresGivenToAModelOfSeveralRoutesFireFromTheirOwn() throws {
    let app = try load("testClosuresGivenToAModelOfSeveralRoutesFireFromTheirOwn", entry: "SignUpCoordinator")
    // `FormModel` is held by the screens of `name`, `email` and `terms`, each made with a closure of its own (given to
    // its initialiser, or assigned to `onDone` of a local made for the route), which `submit()` calls: each closure
    // fires from the route the model was made for (the route case the function that made it navigates to, or the
    // start route for `start`). Before, each closure fired from all three routes.
    #expect(
      describe(app.graph) == [
        "SignUpCoordinator stack start name @29:1",
        "  name @8:8",
        "    push email @37:11",
        "  email @9:8",
        "    present terms @47:11",
        "  terms @10:8",
        "    dismiss @45:33",
        "  done @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToAHelperThatMakesTheRoutesModel() throws {
    let app = try load("testClosuresGivenToAHelperThatMakesTheRoutesModel", entry: "SignUpCoordinator")
    // `makeForm(title:onDone:)`, a method of the coordinator, hands its closure to the `FormModel` it makes and returns:
    // a closure given to it belongs to the model made for the route that the calling function navigates to (or starts
    // with), as one given to `FormModel(title:onDone:)` itself does. Before, each closure fired from all three routes.
    #expect(
      describe(app.graph) == [
        "SignUpCoordinator stack start name @29:1",
        "  name @8:8",
        "    push email @37:11",
        "  email @9:8",
        "    present terms @46:11",
        "  terms @10:8",
        "    dismiss @44:33",
        "  done @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
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

  @Test func testAStoredClosureOfTheCoordinatorCalledInARouteArm() throws {
    let app = try load("testAStoredClosureOfTheCoordinatorCalledInARouteArm", entry: "RootCoordinator")
    // The root's closure kept in the onboarding's `onDone` is called in the route enum's arm of `permissions` (`{
    // owner.onDone?() }`, given to the step's screen): the finish fires from `permissions` alone. Before, the call of the
    // stored closure did not carry the arm it sits in, and the finish fired from `welcome` too.
    #expect(
      describe(app.graph) == [
        "RootCoordinator stack start splash @11:1",
        "  splash @5:8",
        "    cover OnboardingCoordinator @18:12",
        "OnboardingCoordinator stack start welcome @36:1",
        "  welcome @23:8",
        "    push permissions @43:34",
        "  permissions @24:8",
        "    finish @16:19",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
