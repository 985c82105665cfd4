import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Routes that methods, factories and initialisers make, return, map, wrap or pass on, and URLs built from strings.
extension ALCoordinatorDialectTests {
  @Test func testRoutesReturnedByAnotherValuesMethods() throws {
    let app = try load("testRoutesReturnedByAnotherValuesMethods", entry: "ArchiveCoordinator")
    // A route another value of the app returns: a helper's method (`mapper.route(for: volume)`, a `switch` returning
    // three routes), a static method (`ShelfMapper.fallback()`), a computed property of a stored value
    // (`profile.homeRoute`, `isKid ? .kids : .novel`): each route its returns may name. Before, the first two
    // navigations were not read, and the third went to every route (the desk too).
    #expect(
      describe(app.graph) == [
        "ArchiveCoordinator stack start desk @43:1",
        "  desk @8:8",
        "    push atlas @50:11",
        "    push comic @50:11",
        "    push novel @50:11",
        "    push lost @54:11",
        "    push kids @58:11",
        "    push novel @58:11",
        "  novel @9:8",
        "  atlas @10:8",
        "  comic @11:8",
        "  lost @12:8",
        "  kids @13:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesReturnedByOwnMethodsPassedOn() throws {
    let app = try load("testRoutesReturnedByOwnMethodsPassedOn", entry: "KioskCoordinator")
    // A route that one of the coordinator's own methods returns, passed to the app's generic `show(_ route:)`:
    // `show(self.helpRoute())`, and `show(problemRoute(text))` in a protocol's extension, where `problemRoute` is a
    // requirement that the coordinator implements. Each call passes the case its method returns. Before, both passed
    // any case: the welcome and the ticket each showed every route. Navigating to it in the extension
    // (`router.navigate(to: problemRoute(text))`) shows that case too; before, the call was left out with a note.
    #expect(
      describe(app.graph) == [
        "KioskCoordinator stack start welcome @48:1",
        "  welcome @26:8",
        "    push ticket @60:5",
        "    present help @64:5",
        "  ticket @27:8",
        "    present problem @17:5",
        "    present problem @21:12",
        "  problem @28:8",
        "  help @29:8",
      ])
    #expect(app.notes.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesMappedByAnEnumsComputedProperty() throws {
    let app = try load("testRoutesMappedByAnEnumsComputedProperty", entry: "BarCoordinator")
    // `var route: BarRoute { switch self { case .coffee: .coffee; case .tea: .tea } }` of an app enum: a screen's
    // `go(drink.route)` passes the routes it returns (so `go`'s navigation fires for coffee and tea only), and
    // `navigate(toRoute: drink.route)` in `pour(_ drink: Drink)` goes to each arm's route where callers pass that arm's
    // case (`pour(.tea)`: the tea, written at that call). Before, `go(drink.route)` ran every route's arm (the counter
    // pushed itself), and `pour(.tea)` pushed the coffee too.
    #expect(
      describe(app.graph) == [
        "BarCoordinator stack start counter @34:1",
        "  counter @16:8",
        "    push coffee @46:48",
        "    push tea @46:48",
        "    push tea @47:46",
        "  coffee @17:8",
        "    push tab @54:46",
        "  tea @18:8",
        "  tab @19:8",
        "  closed @20:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCasesReturnedByMembersOfRowsAndHelpers() throws {
    let app = try load("testCasesReturnedByMembersOfRowsAndHelpers", entry: "LibraryCoordinator")
    // `go(wing.route)` for each row of `ForEach(Wing.allCases)`, where `var route: LibraryRoute` of `enum Wing`
    // switches over `self` (the row's type is not known: every type's computed `route` typed so counts), and
    // `go(picker.route(forAge: age))` for a helper's method returning `age > 12 ? .atlas : .poems`: each passes the
    // cases the member returns, so `go`'s navigation fires for those routes only. Before, a row's button ran every
    // route's arm (the hall pushed every route, itself and the desk too); so did the helper's call before 0ee7b31.
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start hall @41:1",
        "  hall @23:8",
        "    push maps @51:49",
        "    push poems @51:49",
        "  poems @24:8",
        "  maps @25:8",
        "    push atlas @61:49",
        "    push poems @61:49",
        "  atlas @26:8",
        "  desk @27:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testHelpersGenericOverTheRouteEnum() throws {
    let app = try load("testHelpersGenericOverTheRouteEnum", entry: "ParkCoordinator")
    // `final class Pathfinder<R: RouteType>` holding `weak var coordinator: Coordinator<R>?`, whose `push(_ route: R)`
    // and `back()` navigate: the coordinators of each route enum the app writes for `R` (`@EnvironmentObject var
    // router: Pathfinder<ParkRoute>`) act, each route firing where the screens pass it. Before, the helper's calls
    // drove no coordinator: nothing was read but the start. The helper's `Task` runs as part of `push(_:)`, so each
    // action is written at the call that names its route (`router.push(.lions)`), as without the task.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start gate @42:1",
        "  gate @20:8",
        "    push lions @51:30",
        "    present shop @52:29",
        "  lions @21:8",
        "    pop @15:31",
        "    push seals @59:30",
        "  seals @22:8",
        "  shop @23:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesReturnedByTheCoordinatorsOwnMethods() throws {
    let app = try load("testRoutesReturnedByTheCoordinatorsOwnMethods", entry: "CafeCoordinator")
    // A route a computed property of the coordinator gives (`navigate(toRoute: nextRoute)` for `var nextRoute:
    // CafeRoute { basket.isEmpty ? .empty : .checkout }`), one a method returns (`self.profileRoute()`, which
    // returns `.signIn` from its `guard` or `.profile`), and one a protocol extension's property gives through a
    // local (`let route = helpRoute`): each route it may return is an action of the call. Before, none was.
    #expect(
      describe(app.graph) == [
        "CafeCoordinator stack start menu @37:1",
        "  menu @5:8",
        "    push checkout @49:11",
        "    push empty @49:11",
        "    present signIn @58:11",
        "    push profile @58:11",
        "    push barista @63:11",
        "    push tables @63:11",
        "  checkout @6:8",
        "  empty @7:8",
        "  signIn @8:8",
        "  profile @9:8",
        "  barista @10:8",
        "  tables @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesCarriedByAnActionsCase() throws {
    let app = try load("testRoutesCarriedByAnActionsCase", entry: "IsleCoordinator")
    // A route an action's case carries and its arm binds (`case .open(let route): navigate(toRoute: route)` in
    // `handle(_ action: MapAction)`, `if case let .open(target) = action` in `send`) goes to the route each caller
    // wraps, from that caller's route: `.open(.lighthouse)` from the harbor, `send(.open(.legend))` from the map, and
    // `.open(.harbor)` from the map through a view model's method that wraps its own parameter (`model.open(.harbor)`
    // for `func open(_ route:)` calling `handle(.open(route))`); a link that sends `.open(.lighthouse)` runs that
    // route's push alone. Each push is written at the call that names its route (`model.open(.harbor)` in the view,
    // through the model's wrapping call; before this session, at the `navigate` in the arm). Before, the bound name was
    // no route: none was an action, and the link had no step.
    #expect(
      describe(app.graph) == [
        "IsleCoordinator stack start map @32:1",
        "  map @5:8",
        "    push harbor @66:30",
        "    present legend @67:49",
        "  harbor @6:8",
        "    pop @42:13",
        "    push lighthouse @74:53",
        "  lighthouse @7:8",
        "  legend @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "lighthouse -> IsleCoordinator.lighthouse: push lighthouse in IsleCoordinator"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCasesCarriedToAMethodThatSwitchesOverThem() throws {
    let app = try load("testCasesCarriedToAMethodThatSwitchesOverThem", entry: "ReefCoordinator")
    // A value an action's case carries, bound by its arm and passed on to a method that switches over it (`case
    // .explore(let spot): await explore(spot)`, `case let .mark(spot): await mark(spot)`): each arm of `explore` fires
    // where callers wrap its case, `.explore(.wreck)` from the lagoon and `.explore(.cave)` through the lagoon's model
    // (`model.explore(.cave)`, whose method wraps its parameter); the chart, which no caller wraps in `.explore`, from
    // nowhere; a link that sends `.explore(.cave)` runs that push alone. Before, every arm of `explore` fired from the
    // lagoon, and the link ran all three.
    #expect(
      describe(app.graph) == [
        "ReefCoordinator stack start lagoon @39:1",
        "  lagoon @5:8",
        "    push wreck @57:24",
        "    push cave @58:23",
        "  wreck @6:8",
        "    pop @51:13",
        "    present chart @65:13",
        "  cave @7:8",
        "  chart @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "cave -> ReefCoordinator.cave: push cave in ReefCoordinator"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesWrappedThroughSeveralMethods() throws {
    let app = try load("testRoutesWrappedThroughSeveralMethods", entry: "QuayCoordinator")
    // A route an action's case carries, wrapped by a model's method (`send(.go(route))` in `visit(_ route:)`) that is
    // reached through methods passing their parameter on (`go(to: .stall)` calling `visit(route)`, and `stall()`
    // calling `go(to: .stall)`): each route fires where a caller at the end of that chain names it. Before, only the
    // route passed to the wrapping method itself (`visit(.inn)`) fired, and the stall and the ferry from nowhere. Each
    // push is written at the call at the end of the chain that names its route (`go(to: .stall)` in `stall()`,
    // `visit(.inn)` and `go(to: .ferry)` in the views; before this session, at the `navigate` in `handle`'s arm).
    #expect(
      describe(app.graph) == [
        "QuayCoordinator stack start pier @27:1",
        "  pier @5:8",
        "    push stall @52:18",
        "    push inn @61:27",
        "  stall @6:8",
        "    pop @35:24",
        "    push ferry @68:29",
        "  inn @7:8",
        "  ferry @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesMadeByTheEnumsFactories() throws {
    let app = try load("testRoutesMadeByTheEnumsFactories", entry: "ShelfCoordinator")
    // `.opening(book)`, `ShelfRoute.preferences`, `.start(isNew:)` and `.firstBook` (a `static let`) are
    // static members of the route enum that return a case: each stands for what it returns (a choice
    // for `isNew ? .welcome : .shelf`, and for `resume`'s two returns, one of them another factory).
    // Before, `opening` was read as a case that does not exist (a dangling reference for `check`) and
    // `preferences` as no route at all.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @42:1",
        "  shelf @5:8",
        "    push book @45:41",
        "    present settings @46:36",
        "    present welcome @47:41",
        "    push shelf @47:41",
        "    cover reader @48:31",
        "    push book @48:31",
        "    push book @49:30",
        // `flag ? .start(isNew: true) : .preferences`, called as `either(true)`: every case of the first side.
        "    present welcome @50:43",
        "    push shelf @50:43",
        "  book @6:8",
        "  welcome @7:8",
        "  settings @8:8",
        "  reader @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    // A factory whose return names no case (`RouteDecoder().route(raw)`) leaves its call out, with a note
    // (before this note, the call was silently lost; before the factories, it was a push to `decoded`).
    #expect(
      DialectFixture.describe(app.notes) == [
        "51:48 `decoded` of ShelfRoute returns no case that can be read here: this `navigate` is not read"
      ])
  }

  @Test func testRoutesMadeByTheEnumsInitialisers() throws {
    let app = try load("testRoutesMadeByTheEnumsInitialisers", entry: "DeskCoordinator")
    // `navigate(toRoute: DeskRoute(destination))` in `func go(to destination: Destination)`, where the
    // route enum's `init(_ destination:)` switches over it: each case the initialiser assigns to `self`,
    // fired where callers pass a case that picks it (`go(to: .preferences)` is `settings`; the `default:`
    // arm's `help` is picked by `.help`, which no arm names, and `open(.help)` passes it, through
    // `.init(destination)`). `DeskRoute.init(.legal)` is the arm of `.legal`; `DeskRoute(isPro: pro)`
    // takes the other initialiser, whose `self = isPro ? .upgrade : .free` may give either. Before, every
    // such call was silently left out: `check` called home a dead end and the other routes unreachable.
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start home @50:1",
        "  home @13:8",
        "    push profile @52:54",
        "    push settings @52:54",
        "    push help @53:55",
        "    push free @55:38",
        "    push upgrade @55:38",
        "  profile @14:8",
        "  settings @15:8",
        "    present legal @54:34",
        "  legal @16:8",
        "  help @17:8",
        "  upgrade @18:8",
        "  free @19:8",
        "KioskCoordinator stack start kiosk @87:1",
        "  kiosk @76:8",
        "  receipt @77:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    // An initialiser that assigns no case (`self.init(rawValue: ...)!`), or the compiler's own
    // `init?(rawValue:)`, leaves the call out with a note (before, it was left out silently).
    #expect(
      DialectFixture.describe(app.notes) == [
        "89:43 no initialiser of KioskRoute that takes these arguments assigns a case that can be read here: this "
          + "`navigate` is not read",
        "90:44 no initialiser of KioskRoute that takes these arguments assigns a case that can be read here: this "
          + "`navigate` is not read",
      ])
  }

  @Test func testWrappersNamedAsRouterCallsRunTheRouter() throws {
    let app = try load("testWrappersNamedAsRouterCallsRunTheRouter", entry: "NoteCoordinator")
    // `func pop() { router.pop() }` in the coordinator: the router's call is the library's, though the
    // coordinator declares a method of its name. Before, it was read as the coordinator calling itself,
    // and the pop, the pop to root and the dismiss were lost.
    #expect(
      describe(app.graph) == [
        "NoteCoordinator stack start notes @26:1",
        "  notes @5:8",
        "    push note @28:24",
        "  note @6:8",
        "    present tags @29:24",
        "    pop @30:23",
        "  tags @7:8",
        "    popToRoot @31:29",
        "    dismiss @32:27",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutersHeldByViewModels() throws {
    let app = try load("testRoutersHeldByViewModels", entry: "FarmCoordinator")
    // A view model holds the coordinator's `Router<FarmRoute>` (`router.navigate(toRoute: .field)`), takes one
    // as a parameter (`navigation.navigate(toRoute: .sell)`), or a view reaches it through the model
    // (`model.router.pop()`): each call drives the coordinator of that route enum, and fires from the
    // model's or the view's routes. Before, none was read.
    #expect(
      describe(app.graph) == [
        "FarmCoordinator stack start fields @28:1",
        "  fields @5:8",
        "    push field @35:37",
        "    present weather @36:44",
        "  field @6:8",
        "    present sell @43:74",
        "    pop @58:48",
        "  weather @7:8",
        "  sell @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesReturnedBySwitchStatementsPassedOn() throws {
    let app = try load("testRoutesReturnedBySwitchStatementsPassedOn", entry: "MarketCoordinator")
    // A method whose body is one `switch` whose arms `return` (`switch index { case 0: return .cheese; default: return
    // .fruit }`) returns those cases, not the `switch` as a value: `show(stallRoute(index))` pushes the cheese and the
    // fruit only. A deep link that passes such a method's route on, `show(linkRoute(for: url))`, opens a link per case
    // it may return. Before, the button pushed every route (the stalls too), and there was a link per case of the enum.
    #expect(
      describe(app.graph) == [
        "MarketCoordinator stack start stalls @18:1",
        "  stalls @5:8",
        "    push cheese @42:11",
        "    push fruit @42:11",
        "  fruit @6:8",
        "  bread @7:8",
        "  cheese @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "fruit -> MarketCoordinator.fruit: push fruit in MarketCoordinator",
        "bread -> MarketCoordinator.bread: push bread in MarketCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesMethodsReturnHeldByLocals() throws {
    let app = try load("testRoutesMethodsReturnHeldByLocals", entry: "HubCoordinator")
    // A local holding what a method returns, passed on: `let route = featured(); show(route)` pushes the cases
    // `featured()` returns; in a link handler, `if let route = HubRoute.from(url) { show(route) }` opens a link per case
    // the factory returns (its `return nil` is none). Before, the button pushed every route, and there was a link per
    // case of the enum (the hub and the about page too).
    #expect(
      describe(app.graph) == [
        "HubCoordinator stack start hub @28:1",
        "  hub @5:8",
        "    push events @44:11",
        "    push news @44:11",
        "  news @6:8",
        "  events @7:8",
        "  about @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "news -> HubCoordinator.news: push news in HubCoordinator",
        "events -> HubCoordinator.events: push events in HubCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testNavigatorsBuiltWithTheirCoordinator() throws {
    let app = try load("testNavigatorsBuiltWithTheirCoordinator", entry: "GardenCoordinator")
    // The app's generic `Navigator<Route>` keeps a coordinator by the library's class (`NavigationCoordinator<Route>`)
    // and is built with one (`lazy var navigator = Navigator(coordinator: self)`), no argument written: its calls
    // drive the coordinators it is built with, each route firing where a caller passes it. A `Shortcuts<R>` built for a
    // route enum no coordinator has (`Shortcuts<SomeOtherRoute>()`) drives none, and its call is left out with a note
    // that says so; so is the call of a `Pager<Route>` that nothing builds. Before, none was read, and no note said why.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @44:1",
        "  beds @29:8",
        "    push plant @52:32",
        "  plant @30:8",
        "    present almanac @53:34",
        "  almanac @31:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "24:25 `coordinator` holds a coordinator of SomeOtherRoute, the route enum of no coordinator found: this "
          + "`popToRoot` is not read",
        "96:24 `coordinator` holds a coordinator of `Route`, a generic parameter of Pager that no written type or "
          + "construction of it binds to a coordinator's route enum: this `pop` is not read",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesPassedToClosuresAssignedToScreens() throws {
    let app = try load("testRoutesPassedToClosuresAssignedToScreens", entry: "PressCoordinator")
    // `model.onRoute = { route in ... navigate(toRoute: route) }`: each route the closure is called with
    // (`onRoute?(.story)`, `self.onRoute?(.share)` in the model, `model.onRoute?(.archive)` in its view)
    // is an action that fires where that call runs. Before, the route was unknown and nothing was read.
    #expect(
      describe(app.graph) == [
        "PressCoordinator stack start front @33:1",
        "  front @5:8",
        "    present share @36:63",
        "    push archive @36:63",
        "    push story @36:63",
        "  story @6:8",
        "  share @7:8",
        "  archive @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testRoutesAMethodReturnsForTheSelector() throws {
    let app = try load("testRoutesAMethodReturnsForTheSelector", entry: "NewsCoordinator")
    // `go(_:)` navigates to what `route(for:)` returns for the destination it is given, a `switch` over its
    // parameter: each route fires where callers pass its destination, and is written at that call (before this
    // session, at `go`'s `navigate`). Before, all three fired from both screens.
    #expect(
      describe(app.graph) == [
        "NewsCoordinator stack start front @34:1",
        "  front @11:8",
        "    push article @53:47",
        "    present search @54:49",
        "  article @12:8",
        "    cover subscribe @61:52",
        "  search @13:8",
        "  subscribe @14:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
