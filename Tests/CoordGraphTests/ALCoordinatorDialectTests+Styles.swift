import SwiftFrontEnd
import Testing

/// Route styles written as tests of `self`: `if case ... = self`, `self == .x ? a : b`, and `switch self`
/// arms guarded by `where`.
extension ALCoordinatorDialectTests {
  @Test func testScreensBuiltInIfCaseArmsThatMakeThemFirst() throws {
    let app = try load("testScreensBuiltInIfCaseArmsThatMakeThemFirst", entry: "DepotCoordinator")
    // `view()` written as `let storyboard = ...`, then `if case .shelves(let coordinator) = self { let controller =
    // ...; controller.coordinator = coordinator; return controller } else if ... else { ... }`: each arm builds its
    // route's screen, as a `switch self`'s would. Before, only arms of one value, in a body of nothing else, were
    // read: no screen was known, and every action fired, inferred, from every route.
    #expect(
      describe(app.graph) == [
        "DepotCoordinator stack start shelves @29:1",
        "  shelves @5:8",
        "    push item @32:40",
        "  item @6:8",
        "    push help @33:28",
        "  help @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensBuiltInIfCaseArmsWithNoLastElse() throws {
    let app = try load("testScreensBuiltInIfCaseArmsWithNoLastElse", entry: "LockerCoordinator")
    // A `@ViewBuilder var body` written as `if case .lockers = self { ... } else if case .locker(let number) = self {
    // ... } else if case .key(let number) = self { ... }`, with no last `else` (Swift allows it in a view builder): each
    // arm builds its route's screen. Before, such a chain was read only with a last `else`, and every action fired,
    // inferred, from every route.
    #expect(
      describe(app.graph) == [
        "LockerCoordinator stack start lockers @22:1",
        "  lockers @5:8",
        "    push locker @24:42",
        "  locker @6:8",
        "    push key @25:41",
        "  key @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRouteStylesWrittenAsIfCase() throws {
    let app = try load("testRouteStylesWrittenAsIfCase", entry: "GuestCoordinator")
    // `if case .invite = self { return .sheet }` ... `return .push`: read as a `switch self` whose last
    // `return` is `default` (before, the first `return` was every route's style). Styles that a condition
    // picks (`id > 0 ? .fullScreenCover : .sheet`) all present a layer: a presentation, marked inferred.
    #expect(
      describe(app.graph) == [
        "GuestCoordinator stack start list @25:1",
        "  list @5:8",
        "    push guest @30:43",
        "    present invite @31:31",
        "    present card inferred @32:29",
        "  guest @6:8",
        "  invite @7:8",
        "  card @8:8",
        // `if case .edit = self { .sheet } else if case .share = self { .fullScreenCover } else { .push }`,
        // the same as an `if` expression. (Every route's screen is BadgeView, so each fires everywhere.)
        "BadgeCoordinator stack start badges @57:1",
        "  badges @45:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
        "  edit @46:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
        "  share @47:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
        "  detail @48:8",
        "    present edit @59:29",
        "    cover share @60:30",
        "    push detail @61:31",
      ])
  }
  @Test func testRouteArmsGuardedByWhere() throws {
    let app = try load("testRouteArmsGuardedByWhere", entry: "FinderCoordinator")
    // `case .results(let query) where query.isEmpty: .sheet` then `case .field, .results: .push`: either
    // arm may run for `results`, a sheet or a push (before, the first arm was taken as written: a sheet).
    // Both guarded screens are the route's: NothingFoundView's pop and ResultsView's buttons fire from
    // `results` (before, ResultsView was no route's screen, and its actions were inferred everywhere).
    // `receipt`: a cover or a sheet, each a layer. `tip`: a cover either way, exact.
    #expect(
      describe(app.graph) == [
        "FinderCoordinator stack start field @33:1",
        "  field @5:8",
        "    push results inferred @35:46",
        "  results @6:8",
        "    present receipt inferred @36:32",
        "    cover tip @37:28",
        "    pop @38:36",
        "  receipt @7:8",
        "  tip @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRouteStylesWrittenAsEqualityTests() throws {
    // `self == .about ? .fullScreenCover : Self.help == self ? .sheet : .push`, `if self == .renew || self ==
    // .extend { return .modal }`, `[.fines, .receipt].contains(self) ? ...` and `self != .notes ? .sheet :
    // .push`: each test read as a `case` arm (before, the value was a condition's choice: pushes marked
    // inferred in the newer API, and the first style, a sheet, for every route of the older one).
    let app = try load("testRouteStylesWrittenAsEqualityTests", entry: "ShelfCoordinator")
    let routes = describe(app.graph).filter { $0.hasPrefix("    ") }
    let tested = app.graph.coordinators.filter { $0.name != "SeatCoordinator" }
    #expect(tested.allSatisfy { $0.routes.allSatisfy { $0.actions.allSatisfy { $0.confidence == .exact } } })
    #expect(
      routes == [
        "    cover about @24:30",
        "    present help @25:29",
        "    push book @26:29",
        "    present renew @61:25",
        "    present extend @62:26",
        "    cover fines @63:25",
        "    cover receipt @64:27",
        "    push history @65:27",
        "    present note @97:29",
        // `transitionStyle: onPad ? .modal : .push` overrides the route's `.push`: with the side that the caller's
        // `seat(onPad: true)` picks, a presentation (before the sides were read apart, a push marked inferred for the
        // choice of both; before that, the route's push, as if no style had been passed).
        "    present seat @123:35",
      ])
  }

  @Test func testStylesPassedAsParameters() throws {
    let app = try load("testStylesPassedAsParameters", entry: "MoleCoordinator")
    // `navigate(toRoute: route, presentationStyle: style)` in `func show(_ route: MoleRoute, style: ... =
    // .push)`: the style each caller passes for the route it passes (`show(.map, style: .sheet)`), or the
    // default (`show(.tunnel)`); `open(.notes, as: .fullScreenCover)` through a parameter with an argument
    // label. SwiftUI's `dismiss()` on `map`, which the enum styles `.push` but every navigation presents,
    // dismisses. Before, each was a presentation marked inferred (the parameter's name read as a custom
    // style), and the dismiss a pop marked inferred.
    #expect(
      describe(app.graph) == [
        "MoleCoordinator stack start burrow @22:1",
        "  burrow @5:8",
        "    push tunnel @37:49",
        "    present map @38:46",
        "  tunnel @6:8",
        "    pop @46:42",
        "    cover notes @47:48",
        "  map @7:8",
        "    dismiss @54:23",
        "  notes @8:8",
        // `public func peek(style: TransitionPresentationStyle = .fullScreenCover)`, which no code read calls
        // (another module may): its default style, on every route (inferred, as any action no screen triggers).
        "VoleCoordinator stack start vole @65:1",
        "  vole @59:8",
        "    cover vole inferred @70:11",
      ])
  }

  @Test func testOptionalStylesPassedAsParameters() throws {
    let app = try load("testOptionalStylesPassedAsParameters", entry: "PondCoordinator")
    // `style: TransitionPresentationStyle? = nil` passed on as it is, or as `style ?? route.presentationStyle`: a caller
    // that passes no style takes the route's own (`show(.ducks)` pushes, `open(.rules)` presents the rules' sheet), one
    // that passes a style takes that (`show(.boat, style: .sheet)`, `open(.storm, style: .sheet)` over the storm's
    // cover). `model.row(.ducks)` calls through a property nothing sets: it passes nothing. Before, the boat was
    // pushed (the model's call counted as a caller of the default), and every `??` style a presentation, inferred.
    // Unwrapped (`if let style { ... } else { ... }` in `visit`): the first branch takes what callers pass
    // (`visit(.island, style: .fullScreenCover)` covers; before, a presentation, inferred, for every route); the
    // `else` runs only where callers pass no style (`visit(.pier)` pushes; before this, the island was pushed too).
    #expect(
      describe(app.graph) == [
        "PondCoordinator stack start pond @29:1",
        "  pond @5:8",
        "    push ducks @62:48",
        "    present boat @63:47",
        "    present rules @64:48",
        "    present storm @65:48",
        "    cover island @67:49",
        "    push pier @68:47",
        "  ducks @6:8",
        "  boat @7:8",
        "  rules @8:8",
        "  storm @9:8",
        "  island @10:8",
        "  pier @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    // A link that opens `visit(.pier)`: both branches push the pier, written at the call that names it, so its two ways
    // are one link (before, two alike: a `duplicate-name` error).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "PondApp.body -> PondCoordinator.pier: push pier in PondCoordinator"
      ])
  }

  @Test func testRoutesPresentedByTheRouter() throws {
    let app = try load("testRoutesPresentedByTheRouter", entry: "ShopCoordinator")
    // The newer API router's `present(.route, presentationStyle:)` takes a route (before, no action): the style passed
    // (`.sheet` for the map); without one, the route's own in the library's newest versions and a sheet in earlier
    // ones, so only a sheet route is exact (the help); the detail's push and the photo's cover are inferred.
    // `push(to: .cart)` pushes the cart, whose own style is a sheet (before, it was presented).
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start list @26:1",
        "  list @5:8",
        "    present help @28:36",
        "    push detail inferred @29:38",
        "    cover photo inferred @30:37",
        "    present map @31:35",
        "    push cart @32:36",
        "  help @6:8",
        "  detail @7:8",
        "  photo @8:8",
        "  map @9:8",
        "  cart @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testStylesGivenThroughAFactoryOrAnInitialisersDefault() throws {
    let app = try load("testStylesGivenThroughAFactoryOrAnInitialisersDefault", entry: "BaseCoordinator")
    // The factory builds the mission in a local, sets it up and returns it: its `presentationStyle: .pageSheet` is read
    // (before, only a construction returned as it is was: the local's was lost). HelpCoordinator passes its
    // initialiser's parameter on to `super.init`, whose default is `.formSheet`. Before, both were read as a style named
    // like the parameter: a presentation, inferred.
    #expect(
      describe(app.graph) == [
        "BaseCoordinator stack start dashboard @24:1",
        "  dashboard @13:8",
        "    present MissionCoordinator @31:12",
        "    present HelpCoordinator @34:28",
        "MissionCoordinator stack start overview @54:1",
        "  overview @49:8",
        "HelpCoordinator stack start topics @72:1",
        "  topics @67:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChildCoordinatorsThatPresentThemselves() throws {
    let app = try load("testChildCoordinatorsThatPresentThemselves", entry: "DeskCoordinator")
    // The older modules' `presentCoordinator(animated:)`, in a child's `start` (or in a base class's method) asks the
    // parent it was built with to present it: `DrawerCoordinator(parent: self)` then `drawer.start(animated: true)`,
    // and `LampCoordinator(parent: self, presentationStyle: .pageSheet).begin()`, present the child in its style (the
    // library's default, a cover, where none is given). A start that does not present itself (ShelfCoordinator's)
    // shows nothing, and its call gets a note. Before, neither child was read, and `check` reported both never started.
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start desk @17:1",
        "  desk @5:8",
        "    cover DrawerCoordinator @25:12",
        "    present LampCoordinator @29:66",
        "DrawerCoordinator stack start pens @49:1",
        "  pens @44:8",
        "LampCoordinator stack start bulb @62:1",
        "  bulb @57:8",
        "ShelfCoordinator stack start books @74:1",
        "  books @69:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "33:36 this `start` on ShelfCoordinator shows nothing: its `start` calls no `presentCoordinator(animated:)`, so "
          + "ShelfCoordinator is shown only where the app presents it (`startChildCoordinator(_:)`, `navigate(to:)`)"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testStartCalledOnAChildOfTheNewerAPI() throws {
    let app = try load("testStartCalledOnAChildOfTheNewerAPI", entry: "DeskCoordinator")
    // The newer API has no `presentCoordinator(animated:)`: `await drawer.start()` gets no note saying the drawer's
    // `start` calls none (the older modules' note, `testChildCoordinatorsThatPresentThemselves`).
    #expect(app.notes.isEmpty)
  }
  @Test func testStylesTheAppNames() throws {
    let app = try load("testStylesTheAppNames", entry: "ShelfCoordinator")
    // Styles the app names in an extension of the style type (`static var card: Self { .fullScreenCover }`, a
    // constant, a function of a choice) or as a constant of its own type (`Styles.receipt`), read as what they stand
    // for: `cover` and `receipt` are covers, `book` and `notes` sheets, exact; `drawer` a choice of a cover and a
    // sheet (a presentation, inferred); `odd` names that name each other (unknown: inferred). The style passed to a
    // navigation (`presentationStyle: .card`) too. Before, each was a presentation marked inferred.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @46:1",
        "  shelf @18:8",
        "    cover book @51:36",
        "    present book @57:47",
        "    cover cover @58:48",
        "    present notes @59:48",
        "    cover receipt @60:50",
        "    present drawer inferred @61:49",
        "    present odd inferred @62:46",
        "  book @19:8",
        "  cover @20:8",
        "  notes @21:8",
        "  receipt @22:8",
        "  drawer @23:8",
        "  odd @24:8",
      ])
  }

  @Test func testStylesTheAppNamesInTheUIKitModule() throws {
    let app = try load("testStylesTheAppNamesInTheUIKitModule", entry: "DeskCoordinator")
    // `static var overlay: NavigationTransitionStyle { .modalFullscreen }` covers; a child coordinator given
    // `presentationStyle: .card`, for `static let card = UIModalPresentationStyle.pageSheet`, is a sheet (the UIKit
    // module's default would cover). Before, both were presentations marked inferred.
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start desk @34:1",
        "  desk @13:8",
        "    cover lamp @37:24",
        "    present DrawerCoordinator @39:26",
        "  lamp @14:8",
        "DrawerCoordinator stack start drawer @50:1",
        "  drawer @43:8",
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testStylesHeldByAConstantLocal() throws {
    let app = try load("testStylesHeldByAConstantLocal", entry: "ShelfCoordinator")
    // `let style: TransitionPresentationStyle = .fullScreenCover` then `navigate(toRoute: .book, presentationStyle:
    // style)`: the style the local holds, a cover. A local holding a condition's choice, `compact ? .sheet : .push`,
    // reads as the choice written in the call does (a push marked inferred). Before, the local's name was read as a
    // style of that name: an unknown one, a presentation marked inferred.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @19:1",
        "  shelf @5:8",
        "    cover book @25:11",
        "    push help inferred @30:11",
        "  book @6:8",
        "  help @7:8",
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCasePatternsThatTestAnAssociatedValue() throws {
    let app = try load("testCasePatternsThatTestAnAssociatedValue", entry: "PrefsCoordinator")
    // An arm whose pattern tests an associated value (`case .section(.about): .sheet`, `case .notice(id: 0)`) runs for
    // some of the case's values only, as one a `where` clause guards: the next arm that matches may give the value
    // too. `section` is pushed or presented (a push marked inferred); `notice`'s arms all cover, an exact cover. The
    // about screen is one `section` may show, so its navigation fires there. Before, the first arm was taken as the
    // case's only one: every section was presented.
    #expect(
      describe(app.graph) == [
        "PrefsCoordinator stack start root @28:1",
        "  root @7:8",
        "    push section inferred @30:47",
        "  section @8:8",
        "    cover notice @31:31",
        "  notice @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
