import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Arms of a `switch` (or an `if`) over a method's enum parameter: the code in each runs where callers pass
/// its cases; a `default:` or an `else` where they pass the cases the test leaves. (Tests of a `Bool` are in
/// `ALCoordinatorDialectTests+BoolBranches`.)
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
        "    push desserts @40:49",
        "    push drinks @40:49",
        "    push food @40:49",
        "    push drinks @62:55",
        "    push food @62:55",
        "    push settings @64:51",
        "  drinks @6:8",
        "  food @7:8",
        "  desserts @8:8",
        "  settings @9:8",
        "    push account @74:48",
        "    push privacy @74:48",
        "  account @10:8",
        "    push account @39:47",
        "    push desserts @39:47",
        "    push drinks @39:47",
        "    push food @39:47",
        "    push menu @39:47",
        "    push privacy @39:47",
        "    push settings @39:47",
        "    push privacy @89:48",
        "  privacy @11:8",
        "    push food @102:47",
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

  @Test func testDelegatesTellTheirSenderByItsType() throws {
    let app = try load("testDelegatesTellTheirSenderByItsType", entry: "TourCoordinator")
    // `stepDidContinue(_ step: UIViewController)` tests which screen sends (`step is IntroViewController`, `step as?
    // PlacesViewController`, a `guard` on a protocol, `case is` with `default:`): each screen that passes `self` runs
    // the branch its type takes (a subclass or conformer passes its ancestor's test). The base class's `cancelTapped()`
    // runs on every step's screen, so its `self` may be any of them: `popToRoot` fires from each. A test every screen
    // passes (`guard step is StepViewController else { return router.dismiss() }`) leaves its `else` to none (before,
    // every branch fired from every screen).
    #expect(
      describe(app.graph) == [
        "TourCoordinator stack start intro @38:1",
        "  intro @15:8",
        "    push places @45:14",
        "    popToRoot @68:14",
        "    push done @74:12",
        "  places @16:8",
        "    push photos @48:14",
        "    popToRoot @56:12",
        "    present help @61:42",
        "    popToRoot @68:14",
        "  photos @17:8",
        "    push done @50:14",
        "    pop @55:50",
        "    dismiss @62:21",
        "    popToRoot @68:14",
        "  help @18:8",
        "  done @19:8",
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
    // `switch current` over `let current = tide` in `unload(_ cargo: Cargo, at tide: Tide)`, whose cases are named
    // like the cargo's: `cargo` is neither tested nor handed on, so the tide picks, and `unload(.fuel, at: .crates)`
    // runs the crane's arm only. In `moor(at tide: Tide, with cargo: Cargo)` the tide picks nothing and the cargo
    // does: `cargo == .fuel` is its arm, so only the crane's `moor(at: .crates, with: .fuel)` shows the tug. (Session
    // 59 read the first enum parameter as the one that picks: either arm of `unload` from the quay, and the tug from
    // both screens; earlier, the tide's `.fuel` named by the cargo's case.)
    #expect(
      describe(app.graph) == [
        "DockCoordinator stack start quay @30:1",
        "  quay @5:8",
        "    push crane @37:26",
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
