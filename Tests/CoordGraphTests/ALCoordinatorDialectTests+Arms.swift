import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Arms of a `switch` (or an `if`) over a method's enum parameter: the code in each runs where callers pass
/// its cases; a `default:` or an `else` where they pass the cases the test leaves. Tests of a `Bool` parameter
/// the same way, by the literal callers pass.
extension ALCoordinatorDialectTests {
  @Test func testIfCaseArmsFireFromTheScreensThatSendThem() throws {
    let app = try load("testIfCaseArmsFireFromTheScreensThatSendThem", entry: "PlayerCoordinator")
    #expect(
      describe(app.graph) == [
        "PlayerCoordinator stack start queue @21:1",
        "  queue @5:8",
        "    push nowPlaying @27:14",  // `if case .play = event`: handle(.play) from the queue only
        "  nowPlaying @6:8",
        "    pop @29:14",  // the `else`: the other cases, handle(.back) from now playing only
        "    popToRoot @36:12",  // after `guard case .back = event`: leave(.back) from now playing only
      ])
  }

  @Test func testEqualityTestsOnAParameterFireFromTheScreensThatPassTheCase() throws {
    let app = try load("testEqualityTestsOnAParameterFireFromTheScreensThatPassTheCase", entry: "SignInCoordinator")
    #expect(
      describe(app.graph) == [
        "SignInCoordinator stack start form @27:1",
        "  form @5:8",
        "    push welcome @33:14",  // `if result == .success`: finished(with: .success) from the form only
        "    push help @44:12",  // after `guard result == .failed || result == .cancelled`: recover(.failed)
        "  welcome @6:8",
        "    pop @37:14",  // the last `else`: a case neither test names (finished(with: .cancelled))
        "  help @7:8",
        "    push locked @35:14",  // `else if .blocked == result`: finished(with: .blocked) from help only
        "  locked @8:8",
        "    popToRoot @50:34",  // a local tested against a case: no arm
        "    finish @51:29",  // `!=`: no arm
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCasesPassedWithTheEnumsNameOrThroughALocal() throws {
    let app = try load("testCasesPassedWithTheEnumsNameOrThroughALocal", entry: "GymCoordinator")
    // `open(Section.today)` written with the enum's name runs the arm of `.today` only, as `open(.today)` does;
    // so does a local that holds a case when the call reads it (`let section = Section.plans`, a `var` set to
    // `.history` before the call), and a local that a branch may set runs the arm of each case it may hold
    // (`.history`, or `.coach` when coached). Before, each of these calls ran all four arms.
    #expect(
      describe(app.graph) == [
        "GymCoordinator stack start home @28:1",
        "  home @5:8",
        "    push workout @33:24",
        "  workout @6:8",
        "    push plans @34:24",
        "  plans @7:8",
        "    push history @35:26",
        "    push coach @36:24",
        "  history @8:8",
        "  coach @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCasesGivenToALocalByTheArmsOfASwitch() throws {
    let app = try load("testCasesGivenToALocalByTheArmsOfASwitch", entry: "GymCoordinator")
    // `let section: Section` given its case by the arms of a `switch action` in the model's `send(_:)`, then
    // `coordinator?.open(section)` after the switch: each case runs `open`'s arm where callers send that arm's
    // action (`.train` from home, `.look` from the workout). Before, both arms fired from both screens.
    #expect(
      describe(app.graph) == [
        "GymCoordinator stack start home @25:1",
        "  home @5:8",
        "    push workout @29:24",
        "  workout @6:8",
        "    push history @30:26",
        "  history @7:8",
        "  plans @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCasesHeldByTheRowsOfAList() throws {
    let app = try load("testCasesHeldByTheRowsOfAList", entry: "CafeCoordinator")
    // `coordinator.open(option.route)` for the rows of `model.options`, a `let` array of structs built as
    // `MenuOption(id: 1, title: "Drinks", route: .drinks)` (also `route: CafeRoute.food`): the call passes one of
    // those two cases, so only their routes fire from the menu (the desserts that `option.route = .desserts` sets on
    // another option is no row of the list). `navigate(toRoute: option.route)` in the coordinator, for any
    // `MenuOption`, goes to each case some option holds. A class whose initialiser keeps its parameter (`Tile(route:
    // .food)`, `self.route = route`) holds what it is built with, and not what is set on a `MenuOption` (the tile's
    // screen pushes the food only). The settings rows are built as `.init(id: 1, destination: .account)` in a property
    // typed `[SettingsRow]`: their `row.destination` is one of those; `jump(_:)` navigates to the destination of the
    // row it is passed, the desk's `SettingsRow(..., destination: .privacy)` (until session 38, any row's). The desk's `destination` is bound to a picker (`$desk.destination`): any case, for
    // the desk's type alone. Before, every such call fired every route, the menu itself included (a false
    // `unbounded-growth` warning), and a navigation to `option.route` was not read at all; until session 37, the
    // settings rows' type was not known and the picker's binding set every `destination` of the app (each of the
    // settings screen's rows and `jump(_:)` went to every route), and the menu pushed the desserts.
    #expect(
      describe(app.graph) == [
        "CafeCoordinator stack start menu @37:1",
        "  menu @5:8",
        "    push drinks @39:47",
        "    push food @39:47",
        "    push settings @39:47",
        "    push desserts @40:49",
        "    push drinks @40:49",
        "    push food @40:49",
        "  drinks @6:8",
        "  food @7:8",
        "  desserts @8:8",
        "  settings @9:8",
        "    push account @39:47",
        "    push privacy @39:47",
        "  account @10:8",
        "    push account @39:47",
        "    push desserts @39:47",
        "    push drinks @39:47",
        "    push food @39:47",
        "    push menu @39:47",
        "    push privacy @39:47",
        "    push settings @39:47",
        "    push privacy @41:47",
        "  privacy @11:8",
        "    push food @39:47",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCasesWrittenWithTheEnumsName() throws {
    let app = try load("testCasesWrittenWithTheEnumsName", entry: "DockCoordinator")
    // Cases written with their enum's name read as `.case` does: a route's style (`case DockRoute.weather: return
    // .sheet`), arms (`case DockEvent.showCrew:`, `default:` after them, `if event == DockEvent.showWeather` and its
    // `else`) and values sent or set (`send(DockEvent.showLog)`, `last = DockEvent.showWeather`). A closure's
    // parameter unwrapped (`if let event { self?.check(event) }`) passes on the value the closure receives. Before,
    // the weather was pushed, and every arm fired from every screen.
    #expect(
      describe(app.graph) == [
        "DockCoordinator stack start dock @39:1",
        "  dock @6:8",
        "    push crew @54:38",
        "  boats @7:8",
        "    push log @55:37",
        "    push tide @66:15",  // `last = DockEvent.showTide`: the `else` of `event == DockEvent.showWeather`
        "  crew @8:8",
        "    push tide @56:22",  // `send(DockEvent.showTide)`: the `default:` after the named cases
        "    present weather @64:15",
        "  log @9:8",
        "  weather @10:8",
        "  tide @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testDelegatesPassTheValueAfterTheSender() throws {
    let app = try load("testDelegatesPassTheValueAfterTheSender", entry: "SetupCoordinator")
    // A delegate's method names its sender first: the value that picks the arms is the first `Bool` or enum
    // parameter (before, only the first argument was read, so every arm fired from both screens).
    #expect(
      describe(app.graph) == [
        "SetupCoordinator stack start welcome @44:1",
        "  welcome @22:8",
        "    present permissions @55:24",  // didFinishWith: .next, handed on to handle(outcome)
        "    push done @56:24",  // .skip
        "    dismiss @57:25",  // replay(.skip, then: .close) passes on `second`, not its selector: no filter
        "    push account @65:14",  // didChoose: 3 leaves `section` out: its default, .overview
        "    popToRoot @71:12",  // didSave: true, after `guard saved else`
        "  permissions @23:8",
        "    dismiss @57:25",  // .close
        "    push history @63:14",  // section: .history
        "    pop @70:38",  // didSave: false, the guard's else
        "  account @24:8",
        "  history @25:8",
        "  done @26:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testDefaultArmsRunForTheCasesTheOtherArmsLeave() throws {
    let app = try load("testDefaultArmsRunForTheCasesTheOtherArmsLeave", entry: "KitchenCoordinator")
    // A `default:` arm is an arm of the cases the others leave: `handle(.openRecipe)` from the pantry does not
    // run its `close()` (before, it popped the pantry too), and a content `default:` view is a screen of its own
    // (before, NotesView was read as built in the `.eggs` arm and was lost).
    #expect(
      describe(app.graph) == [
        "KitchenCoordinator stack start pantry @32:1",
        "  pantry @5:8",
        "    push recipe @38:29",
        "    present EggsView @71:6",
        "    present NotesView @71:6",
        "  recipe @6:8",
        "    present timer @39:28",
        "    pop @40:20",  // handle(.leave)
        "  timer @7:8",
        "    present timer @47:44",
        "    replace pantry @48:20",  // after a `where` arm, `default:` runs for every caller
        "  EggsView @71:6",
        "    dismiss @73:38",
        "  NotesView @71:6",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testBoolArgumentsPickTheBranchesThatTestThem() throws {
    let app = try load("testBoolArgumentsPickTheBranchesThatTestThem", entry: "AccountCoordinator")
    // A test of a `Bool` parameter is an arm of each value: `showDetails(editing: false)` runs the `else` only,
    // and `signInFinished(success: false)` the `guard`'s `else` only (before, the details screen also
    // dismissed, a false `nothing-to-dismiss`, and pushed itself again without end).
    #expect(
      describe(app.graph) == [
        "AccountCoordinator stack start overview @32:1",
        "  overview @5:8",
        "    push details @40:14",
        "    popToRoot @55:27",  // `if !animated` tests a parameter after the selector: every caller
        "  signIn @6:8",
        "    dismiss @50:12",  // signInFinished(success: true)
        "  details @7:8",
        "    push editor @38:14",  // showDetails(editing: true)
        "    push help @47:14",  // signInFinished(success: false)
        "    pop @61:25",  // handle(true, .close): arms over a parameter after the selector, no arms
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
        "    push create @23:42",
        "    push edit @23:42",
        "  create @6:8",
        "    push list @23:42",  // `if isNew` in the editor's own `cancel()`
        "    push share @28:14",
        "    popToRoot @37:24",  // leave(isNew, .done): arms over `reason`, after the selector
        "  edit @7:8",
        "    pop @30:14",
        "    popToRoot @37:24",
        "  share @8:8",
        "    push share @28:14",
        "    pop @30:14",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensThatSwitchOverTheCaseTheirRouteGaveThem() throws {
    let app = try load("testScreensThatSwitchOverTheCaseTheirRouteGaveThem", entry: "TourCoordinator")
    // `StepViewController(step: .welcome)` switches over its own `step` (`case .welcome:
    // coordinator?.showPrivacy()`, `default: coordinator?.finish()`), and `TipView(step: .privacy)` tests it with
    // `if case`: each call is made from the routes whose screen holds a case of its arm (before, every arm
    // fired from every step).
    #expect(
      describe(app.graph) == [
        "TourCoordinator stack start welcome @29:1",
        "  welcome @12:8",
        "    push privacy @31:31",
        "    finish @33:19",  // `switch following`, a local: every step
        "  privacy @13:8",
        "    push done @32:28",
        "    finish @33:19",
        "  done @14:8",
        "    finish @33:19",
        "  tips @15:8",
        "    push tips @34:28",
        "  extra @16:8",
        "    finish @33:19",  // the `else` of `if case .privacy = step`, for `TipView(step: .welcome)`
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensThatTestTheCaseTheirRouteGaveThemByEquality() throws {
    let app = try load("testScreensThatTestTheCaseTheirRouteGaveThemByEquality", entry: "TourCoordinator")
    // `if step == .done { ... } else if self.step == .privacy { ... } else { ... }` over the screen's own `step`:
    // each branch fires from the routes that build the screen with a case it runs for.
    #expect(
      describe(app.graph) == [
        "TourCoordinator stack start welcome @24:1",
        "  welcome @11:8",
        "    push privacy @26:31",  // the last `else`: neither `.done` nor `.privacy`
        "  privacy @12:8",
        "    push done @27:28",
        "  done @13:8",
        "    finish @28:19",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLinksOpenedByADefaultArm() throws {
    let app = try load("testLinksOpenedByADefaultArm")
    // `open(_ link: ShopLink)` switches over the link: `.cart` and `.orders` have arms, `.help` runs `default:`.
    // Each link runs its own arm only (before, `cart` and `orders` ran the `default:` arm's presentation too,
    // and `help` was no link); the catalog's `open(.cart)` does not present help either.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "cart -> ShopCoordinator.cart: push cart in ShopCoordinator",
        "orders -> ShopCoordinator.orders: push orders in ShopCoordinator",
        "help -> ShopCoordinator.help: present help in ShopCoordinator",
      ])
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @61:1",
        "  catalog @41:8",
        "    push cart @67:24",
        "  cart @42:8",
        "  orders @43:8",
        "  help @44:8",
      ])
  }

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

  @Test func testCurrentValueSubjectsSendTheValuesTheirValueIsSetTo() throws {
    let app = try load("testCurrentValueSubjectsSendTheValuesTheirValueIsSetTo", entry: "RootCoordinator")
    // The child's `CurrentValueSubject<ProfileEvent?, Never>` is set (`coordinator?.events.value = .done`) or sent
    // to, and the parent subscribes through an operator (`profile.events.compactMap { $0 }.sink { ... }`): each arm
    // runs where its case is set or sent, exactly as with the `PassthroughSubject` of the fixture before (same
    // lines). Before, setting `value` sent nothing, and the arms fired from every route of the parent, inferred (a
    // false `unbounded-growth` warning).
    let passthrough = try load("testChildCoordinatorsReportThroughASubject", entry: "RootCoordinator")
    #expect(describe(app.graph) == describe(passthrough.graph))
    #expect(describe(app.graph).contains("  security @55:8"))
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSubscribersRunWhereTheirOwnPublisherDelivers() throws {
    let app = try load("testSubscribersRunWhereTheirOwnPublisherDelivers", entry: "MailCoordinator")
    // A closure subscribed to one publisher of the model (`$isSignedIn`, `$selected` after `compactMap`, the
    // `composed` subject, the `sent` subject whose `value` is set, here by `+=`) runs where that one delivers, not where the
    // model's other publishers do. One that joins two (`combineLatest`) runs wherever any of the model's does.
    // Before, every subscriber ran wherever any publisher delivered: the sign-in covered from the inbox, the
    // message pushed from the message.
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start inbox @37:1",
        "  inbox @6:8",
        "    push message @46:26",
        "    push compose @49:26",
        "    push unread @55:26",
        "  message @7:8",
        "    cover signIn @43:26",
        "    push unread @55:26",
        "  compose @8:8",
        "    push outbox @52:26",
        "    push unread @55:26",
        "  signIn @9:8",
        "  outbox @10:8",
        "  unread @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRxSwiftSubjectsAndRelaysDeliverValues() throws {
    let app = try load("testRxSwiftSubjectsAndRelaysDeliverValues", entry: "ShopCoordinator")
    // RxSwift's `PublishSubject` sent `onNext(.done)` and subscribed to with `bind(onNext:)`, and RxRelay's
    // `PublishRelay` of routes, `accept(.product)`, subscribed to through an operator with `subscribe(onNext:)`,
    // deliver their values as Combine's subjects do: each arm where its case is sent, each route where it is
    // accepted; RxCocoa's `NotificationCenter.default.rx.notification(.x)` runs where `.x` is posted. Before, the
    // arms and the notification's pop fired from every route, inferred, and the relay's routes from nowhere.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @33:1",
        "  catalog @8:8",
        "    present help @41:62",
        "    push product @41:62",
        "    present AccountCoordinator @61:12",
        "  product @9:8",
        "    popToRoot @45:58",  // NotificationCenter.default.rx.notification(.cartEmptied), posted here
        "  help @10:8",
        "  on replaceCatalog: replace catalog @56:32",
        "AccountCoordinator stack start overview @99:1",
        "  overview @94:8",
        "    emit replaceCatalog @56:32",
        "    finish @57:29",
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

  @Test func testPublishedEventsRunTheArmsOfTheCasesSet() throws {
    let app = try load("testPublishedEventsRunTheArmsOfTheCasesSet")
    // `model.$event.compactMap { $0 }.sink { event in switch event { ... } }` over `@Published var event: Event?`:
    // each arm runs where the model sets its case (`event = .next`), and the `.close` arm, whose case the model
    // never sets, never runs. Before, every arm fired from the welcome screen: a false `nothing-to-dismiss`
    // error for the dismiss there.
    #expect(
      describe(app.graph) == [
        "SetupCoordinator stack start welcome @35:1",
        "  welcome @17:8",
        "    push permissions @43:34",
        "    present help @44:34",
        "  permissions @18:8",
        "  help @19:8",
      ])
    #expect(NavigationCheck.run(app.graph).findings.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testArmsOverALocalOfAnotherEnum() throws {
    let app = try load("testArmsOverALocalOfAnotherEnum", entry: "FarmCoordinator")
    // `switch season` over `let season = Season.current`: no caller picks its arms, whose names (`.harvest`,
    // `.rest`) are also the event's; `handle(.rest)` from the yard may run either. Before, it ran the arm named
    // `.rest` only (the barn was never shown). A local built from the event (`let planned = event`) keeps its
    // arms: `plan(.harvest)` from the yard shows the field, `plan(.rest)` from the barn shows nothing.
    #expect(
      describe(app.graph) == [
        "FarmCoordinator stack start yard @31:1",
        "  yard @5:8",
        "    push barn @38:27",
        "    push house @39:24",
        "    push field @47:14",
        "  barn @6:8",
        "  house @7:8",
        "  field @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testArmsOverAParameterAfterTheFirst() throws {
    let app = try load("testArmsOverAParameterAfterTheFirst", entry: "DockCoordinator")
    // `switch current` over `let current = tide` in `unload(_ cargo: Cargo, at tide: Tide)`: callers pick the cargo's
    // arms, not the tide's, whose case names are the cargo's too; `unload(.fuel, at: .crates)` may run either arm.
    // Before, it ran the arm named `.fuel` (the office) only, where the tide it passes gives the crane. In `moor(at
    // tide: Tide, with cargo: Cargo)` the tide picks (the first parameter of an enum): `cargo == .fuel` is no arm, and
    // both calls may show the tug. Before, it was read as the tide's `.fuel`: the tug from the quay only, which passes
    // `.crates` for the cargo.
    #expect(
      describe(app.graph) == [
        "DockCoordinator stack start quay @30:1",
        "  quay @5:8",
        "    push crane @37:26",
        "    push office @38:24",
        "    push tug @45:14",
        "  crane @6:8",
        "    push tug @45:14",
        "  office @7:8",
        "  tug @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testArmsOverAMemberOfAParameter() throws {
    let app = try load("testArmsOverAMemberOfAParameter", entry: "NewsCoordinator")
    // `switch story.kind` (and `if story.kind == .sponsored`) in `open(_ story: Story)`: a caller picks the arms by the
    // kind of the story it passes; the feed's rows (an article and a sponsored story) the article and the sponsor, the
    // saved screen's `Story(id: 3, kind: .video)` the video. In `handle(_ event: NewsEvent, tap: Tap)` the event picks
    // (the first parameter of an enum): `switch tap.kind` is no arm, though its `.article` is also an event's name,
    // and both calls may show the settings. Before, `open(_:)` went to the three routes from both screens, and
    // `handle(.article, tap:)` alone showed the settings.
    #expect(
      describe(app.graph) == [
        "NewsCoordinator stack start feed @43:1",
        "  feed @5:8",
        "    push article @48:26",
        "    push sponsor @52:41",
        "    present settings @57:26",
        "  saved @6:8",
        "    push video @49:24",
        "    present settings @57:26",
        "  article @7:8",
        "  video @8:8",
        "  sponsor @9:8",
        "  settings @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testValuesHeldByACellOrAConstantPickTheArms() throws {
    let app = try load("testValuesHeldByACellOrAConstantPickTheArms", entry: "ShopCoordinator")
    // `browse(_ tile: Tile)` switches over `tile.aisle`: a cell's closure passing its row (`let tile =
    // tiles[indexPath.item]` in `cellForItemAt`) picks the shoes and the hats, and the sale screen's constant
    // `private let featured = Tile(title: "Bags", aisle: .bags)` the bags. Before, every tile went to every aisle;
    // until this session's last reading, `featured` was any tile the app builds.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start home @27:1",
        "  home @5:8",
        "    push shoes @32:25",
        "    push hats @33:24",
        "    push sale @38:28",
        "  shoes @6:8",
        "  hats @7:8",
        "  bags @8:8",
        "  sale @9:8",
        "    push bags @34:24",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
