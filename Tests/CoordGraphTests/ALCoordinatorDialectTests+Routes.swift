import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Routes as a condition picks them: `?:`, `if` and `switch` expressions; routes that a screen's value
/// publishes. (Route styles are in `ALCoordinatorDialectTests+Styles`.)
extension ALCoordinatorDialectTests {
  @Test func testRoutesPickedByConditions() throws {
    let app = try load("testRoutesPickedByConditions", entry: "ShelfCoordinator")
    // `navigate(toRoute: isPro ? .map : .upgrade)`, a local set by an `if` expression, and one set by a
    // `switch` expression: each route a condition may pick is an action of the call (before, none was).
    // The `if` in the route's `body` builds either screen: WideShelfView's button fires from `shelf` too.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @36:1",
        "  shelf @5:8",
        "    cover upgrade @45:11",  // actions of one call: ordered by kind and target
        "    present map @45:11",
        "    push preview @50:11",
        "    push reader @50:11",
        "    cover upgrade @59:11",
        "    present settings @59:11",
        "    push atlas @63:11",
        "  map @6:8",
        "  upgrade @7:8",
        "  reader @8:8",
        "  preview @9:8",
        "  settings @10:8",
        "  atlas @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesAssignedToLocalsAfterTheirDeclaration() throws {
    let app = try load("testRoutesAssignedToLocalsAfterTheirDeclaration", entry: "DeckCoordinator")
    // A local given its route where it is declared (`var next = DeckRoute.reader`, written with the enum's
    // name), then again by a branch (`if !isPro { next = .upgrade }`): each route it may hold when the call
    // reads it is an action of the call (before, none was: the value written with the enum's name was not
    // followed). A `let` given its value in each branch reads the same way (before, none). An assignment after
    // the call (`last = .settings`) is not what the call shows; one that runs whenever the call does replaces the
    // value before it (`page = .preview` after `var page = DeckRoute.settings`).
    #expect(
      describe(app.graph) == [
        "DeckCoordinator stack start deck @30:1",
        "  deck @5:8",
        "    cover upgrade @41:11",
        "    push reader @41:11",
        "    present map @51:11",
        "    push preview @51:11",
        "    push atlas @56:11",
        "    push preview @63:11",
        "  reader @6:8",
        "  upgrade @7:8",
        "  map @8:8",
        "  preview @9:8",
        "  atlas @10:8",
        "  settings @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesGivenToALocalBeforeAnEarlyExit() throws {
    let app = try load("testRoutesGivenToALocalBeforeAnEarlyExit", entry: "QuayCoordinator")
    // A route a local is given in a block that leaves the function (`guard hasPermit else { next = .permit; ...;
    // return }`, an `if` ending in `return`, one ending in `throw`) is not what a call after the block shows
    // (before, `permit`, `tide` and `manifest` were each also an action of the call after the block). A `return`
    // in a closure leaves only the closure (`read`: `tide` stays), a `throw` in a `do` only the `do` (`unload`:
    // `log` stays). A `switch` arm whose pattern is no case (`case 0:`, `default:`) and a loop's body may not run
    // (`moor`, `scan`: before, the last such assignment replaced every value, `berth` and `log` were lost, and
    // `moor`'s `tide`, assigned in an arm that returns, was dropped only by chance).
    #expect(
      describe(app.graph) == [
        "QuayCoordinator stack start quay @34:1",
        "  quay @5:8",
        "    present permit @48:13",
        "    push berth @51:11",
        "    present tide @58:13",
        "    push harbor @61:11",
        "    push crane @70:11",
        "    present tide @81:11",
        "    push log @81:11",
        "    push berth @93:11",
        "    push harbor @93:11",
        "    push crane @101:11",
        "    push log @101:11",
        "    push log @112:11",
        "    push manifest @112:11",
        "  berth @6:8",
        "  permit @7:8",
        "  harbor @8:8",
        "  tide @9:8",
        "  log @10:8",
        "  crane @11:8",
        "  manifest @12:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

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

  @Test func testRoutesMappedByAnEnumsComputedProperty() throws {
    let app = try load("testRoutesMappedByAnEnumsComputedProperty", entry: "BarCoordinator")
    // `var route: BarRoute { switch self { case .coffee: .coffee; case .tea: .tea } }` of an app enum: a screen's
    // `go(drink.route)` passes the routes it returns (so `go`'s navigation fires for coffee and tea only), and
    // `navigate(toRoute: drink.route)` in `pour(_ drink: Drink)` goes to each arm's route where callers pass that arm's
    // case (`pour(.tea)`: the tea). Before, `go(drink.route)` ran every route's arm (the counter pushed itself), and
    // `pour(.tea)` pushed the coffee too.
    #expect(
      describe(app.graph) == [
        "BarCoordinator stack start counter @34:1",
        "  counter @16:8",
        "    push coffee @37:44",
        "    push tea @37:44",
        "    push tea @39:43",
        "  coffee @17:8",
        "    push tab @37:44",
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
        "    push maps @44:48",
        "    push poems @44:48",
        "  poems @24:8",
        "  maps @25:8",
        "    push atlas @44:48",
        "    push poems @44:48",
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
    // drove no coordinator: nothing was read but the start.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start gate @42:1",
        "  gate @20:8",
        "    present shop @11:31",
        "    push lions @11:31",
        "  lions @21:8",
        "    push seals @11:31",
        "    pop @15:31",
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

  @Test func testRoutesUnwrappedByABinding() throws {
    let app = try load("testRoutesUnwrappedByABinding", entry: "PierCoordinator")
    // An optional route parameter unwrapped by `guard let route else { return }` goes where callers pass it (each
    // case a caller passes), and an optional local given a condition's route (`let route: PierRoute? = nuts ?
    // .allergens : nil`) then unwrapped by `if let route = route` or `guard let place` goes to that route. Before, the
    // binding hid the value: none was an action.
    #expect(
      describe(app.graph) == [
        "PierCoordinator stack start pier @27:1",
        "  pier @5:8",
        "    push boats @34:11",
        "    push tickets @34:11",
        "    present allergens @40:13",
        "    push lockers @47:11",
        "  boats @6:8",
        "  tickets @7:8",
        "  allergens @8:8",
        "  lockers @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesKeptInAPropertyForLater() throws {
    let app = try load("testRoutesKeptInAPropertyForLater", entry: "ShopCoordinator")
    // A route kept in the coordinator's own property for later (`pendingRoute = route` in `requireSignIn(then
    // route:)`, then `if let pendingRoute { navigate(toRoute: pendingRoute) }` once signed in) goes to each route
    // the callers pass (`.orders`, `.wishlist`), from where it is read; setting it back to `nil` gives none. A
    // property's own value (`resumeRoute: ShopRoute = .settings`) is read the same way. One given a value the code
    // does not show (`restored = ShopRoute(rawValue: raw)`) is read as no route, as before. Before, none was.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start home @29:1",
        "  home @5:8",
        "    present signIn @41:11",
        "    push settings @53:11",
        "  orders @6:8",
        "  wishlist @7:8",
        "  signIn @8:8",
        "    push orders @47:13",
        "    push wishlist @47:13",
        "  settings @9:8",
        "  offers @10:8",
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
    // route's push alone. Before, the bound name was no route: none was an action, and the link had no step.
    #expect(
      describe(app.graph) == [
        "IsleCoordinator stack start map @32:1",
        "  map @5:8",
        "    push harbor @40:13",
        "    present legend @48:13",
        "  harbor @6:8",
        "    push lighthouse @40:13",
        "    pop @42:13",
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
    // route passed to the wrapping method itself (`visit(.inn)`) fired, and the stall and the ferry from nowhere.
    #expect(
      describe(app.graph) == [
        "QuayCoordinator stack start pier @27:1",
        "  pier @5:8",
        "    push inn @34:32",
        "    push stall @34:32",
        "  stall @6:8",
        "    push ferry @34:32",
        "    pop @35:24",
        "  inn @7:8",
        "  ferry @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLinksWhoseCasePassesThroughMethods() throws {
    let app = try load("testLinksWhoseCasePassesThroughMethods", entry: "KelpCoordinator")
    // A link's case handed from method to method before a `switch` picks the navigation: bound by an arm and passed on
    // (`case .swim(let depth): await drift(depth)` for `.swim(.grotto)`), then passed on as a parameter (`drift` calling
    // `swim(depth)`), or passed on as a parameter alone (`open(.trench)` calling `swim(depth)`). Each link runs its own
    // arm's push. Before, each ran both pushes, and its target was the last of them.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "grotto -> KelpCoordinator.grotto: push grotto in KelpCoordinator",
        "trench -> KelpCoordinator.trench: push trench in KelpCoordinator",
      ])
  }

  @Test func testLinksIntoAMethodTheAppAlsoCalls() throws {
    let app = try load("testLinksIntoAMethodTheAppAlsoCalls", entry: "StallCoordinator")
    // A coordinator's `open(_ url: URL)` that tests the URL's strings (`switch url.host { case "crate": ... }`, `case
    // "till", "pay":`, `if url.host == "notice"`), called by `onOpenURL` and also by a screen's banner with a URL the
    // code does not show: it is navigation from the screen (every arm, since any URL may come), and a link per string
    // for the closure, each with the steps outside the arms and its own arm's. Before, the closure made one link, named
    // after the app's `body`, that ran every arm in turn.
    #expect(
      describe(app.graph) == [
        "StallCoordinator stack start front @26:1",
        "  front @5:8",
        "    popToRoot @32:11",
        "    push crate @34:25",
        "    push till @35:31",
        "    present notice @39:13",
        "  crate @6:8",
        "  till @7:8",
        "  notice @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "crate -> StallCoordinator.crate: popToRoot in StallCoordinator, push crate in StallCoordinator",
        "till -> StallCoordinator.till: popToRoot in StallCoordinator, push till in StallCoordinator",
        "pay -> StallCoordinator.till: popToRoot in StallCoordinator, push till in StallCoordinator",
        "notice -> StallCoordinator.notice: popToRoot in StallCoordinator, present notice in StallCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testURLsBuiltFromAStringSwitchTabsInTheirArm() throws {
    let app = try load("testURLsBuiltFromAStringSwitchTabsInTheirArm", entry: "DockTabs")
    // `tabs.open(URL(string: "dock://crew")!)` from the ships' screen, for `func open(_ url: URL) { if url.host ==
    // "crew" { currentPage = .crew } }`: the arm holds no call, only an assignment, and still runs for the URL whose
    // text holds "crew". Before the review commit, only calls' arms counted: the URL passed its text, which no arm
    // tests, and the tab switch fired from nowhere.
    let ships = try #require(app.graph.coordinator(named: "ShipsCoordinator")?.routes.first)
    #expect(ships.actions.map(\.summary) == ["select CrewCoordinator"])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testURLsBuiltFromAStringPickTheArmsThatTestThem() throws {
    let app = try load("testURLsBuiltFromAStringPickTheArmsThatTestThem", entry: "KioskCoordinator")
    // Screens call the coordinator's `open(_ url: URL)` with URLs built from strings (`URL(string: "kiosk://menu")!`,
    // `"kiosk://order/today"`, `"kiosk://desk/staff/rota"`): each runs the arms whose tested string its text holds
    // (`case "menu":`, `case "order":`, `url.path.hasPrefix("/staff")`), so the menu is pushed from the lobby, and the
    // order and the staff sheet from the menu. `onOpenURL` hands the URL to the same method: each string is a link of
    // its own. Before, every arm fired from both screens, and the closure made one link running every arm.
    #expect(
      describe(app.graph) == [
        "KioskCoordinator stack start lobby @27:1",
        "  lobby @5:8",
        "    push menu @34:24",
        "  menu @6:8",
        "    push order @35:25",
        "    present staff @39:13",
        "  order @7:8",
        "  staff @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "menu -> KioskCoordinator.menu: push menu in KioskCoordinator",
        "order -> KioskCoordinator.order: push order in KioskCoordinator",
        "/staff -> KioskCoordinator.staff: present staff in KioskCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesGivenToALocalByTheArmsOfASwitch() throws {
    let app = try load("testRoutesGivenToALocalByTheArmsOfASwitch", entry: "StoreCoordinator")
    // `let route: StoreRoute` given its value by the arms of a `switch action`, then `router.navigate(to: route)`
    // after the `switch`: each route fires where callers pass its arm's case (`ListAction.open(row)` from the list,
    // `.basket` from the item), and `.promo`, which no caller passes, from nowhere. Before the locals were read,
    // nothing fired; before the arms were, every route fired from both screens.
    #expect(
      describe(app.graph) == [
        "StoreCoordinator stack start list @36:1",
        "  list @5:8",
        "    push item @48:12",
        "  item @6:8",
        "    push basket @48:12",
        "  basket @7:8",
        "  promo @8:8",
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
        "    present settings @50:43",  // `flag ? .start(isNew: true) : .preferences`: every case of each side
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

  @Test func testValuesAssignedByACondition() throws {
    let app = try load("testValuesAssignedByACondition", entry: "HomeTabs")
    // `next = isSubscriber ? .story : .paywall` in a view model whose `$next` the coordinator navigates to,
    // and `currentPage = unread ? .inbox : .me` or `setCurrentPage(signedIn ? .me : .feed)` in the tab bar:
    // each value the condition may pick (before, the index kept no assignment of a `?:`, and read the
    // call's argument only as one page: neither navigated anywhere).
    let lines = describe(app.graph)
    let feed = lines.drop { !$0.hasPrefix("FeedCoordinator") }.prefix { !$0.hasPrefix("InboxCoordinator") }
    #expect(
      Array(feed) == [
        "FeedCoordinator stack start list @68:1",
        "  list @40:8",
        "    select InboxCoordinator @31:5",
        "    select MeCoordinator @31:5",
        "    select FeedCoordinator @35:5",
        "    select MeCoordinator @35:5",
        "    cover paywall @75:26",
        "    push story @75:26",
        "  story @41:8",
        "  paywall @42:8",
        "    dismiss @102:43",
      ])
  }

  @Test func testRoutesPublishedByScreensValues() throws {
    let app = try load("testRoutesPublishedByScreensValues", entry: "TicketCoordinator")
    // `model.$selected.compactMap { $0 }.sink { route in ... navigate(toRoute: route) }` goes wherever the
    // model sets `selected` (`selected = .help` in `tapped()`, called by ListView); a subject's `sink`
    // wherever its value is sent (`routes.send(.seat(row:))`, `self.routes.send(.refund)`) or set
    // (`last.value = .receipt`), also from a view (`model.selected = .receipt`, `model.routes.send(.help)`).
    // Before, the route was unknown and no action was read: seat, refund,
    // help and receipt were never shown. `$state` publishes a `ListState`, mapped to a route on the way:
    // its `.refund` is no route, and nothing is read for it; nor for the events that a subject sends and
    // that are mapped to routes (`events.send(.close)`).
    #expect(
      describe(app.graph) == [
        "TicketCoordinator stack start list @30:1",
        "  list @6:8",
        "    present help @37:55",
        "    present receipt @37:55",
        "    push ticket @50:11",
        "  ticket @7:8",
        "    present help @47:59",
        "    present refund @47:59",
        "    push seat @47:59",
        "    present receipt @48:62",
        "  seat @8:8",
        "  refund @9:8",
        "  help @10:8",
        "  receipt @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesReceivedBySwiftUIModifiers() throws {
    let app = try load("testRoutesReceivedBySwiftUIModifiers", entry: "GardenCoordinator")
    // A view navigates to the route it receives from `.onChange(of: model.destination)` (an `@Observable` model's
    // property, unwrapped with `guard let destination`) and from `.onReceive(model.$next.compactMap { $0 })`: each
    // route fires where the model sets it. Before, neither was read: the start was a dead end, the rest unreachable.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @29:1",
        "  beds @6:8",
        "    present help @51:57",
        "    push bed @51:57",
        "  bed @7:8",
        "    present water @70:59",
        "  water @8:8",
        "  help @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStartRoutesPickedByConditions() throws {
    let app = try load("testStartRoutesPickedByConditions", entry: "GardenCoordinator")
    // `startFlow(route: signedIn ? .beds : .welcome)`, and a local a condition sets: the model has one
    // start, the first route written, and a note says so (before, the route enum's first case was taken
    // silently, one that `startFlow` may never show).
    #expect(
      app.graph.coordinators.map { "\($0.name) \($0.start.name)" } == [
        "GardenCoordinator beds", "WeatherCoordinator weather",
      ])
    #expect(
      app.notes.map { "\($0.location.line) \($0.message)" } == [
        "19 GardenCoordinator starts at a route a condition picks (beds or welcome): it is read as starting at "
          + "beds, the first; the others are reached only as its navigation leads to them",
        "28 WeatherCoordinator starts at a route a condition picks (weather or beds): it is read as starting at "
          + "weather, the first; the others are reached only as its navigation leads to them",
      ])
  }

  @Test func testPublishedPropertiesSetToAnyValueRunTheirSubscribers() throws {
    let app = try load("testPublishedPropertiesSetToAnyValueRunTheirSubscribers")
    // The coordinator subscribes to the session's `@Published var isSignedIn` in its initialiser; the login's
    // button sets it (`isSignedIn = true`, a value that is no enum case), so the subscriber's `startFlow(route:
    // .notes)` replaces the stack from the login. Before, a published property ran its subscribers only when set
    // to a case, and the replace was read as the start (the login unreachable).
    #expect(
      describe(app.graph) == [
        "RootCoordinator stack start login @33:1",
        "  login @17:8",
        "    replace notes @41:26",
        "  notes @18:8",
        "    push note @47:29",
        "  note @19:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStartFlowsInClosuresThatRunLaterAreActions() throws {
    let app = try load("testStartFlowsInClosuresThatRunLaterAreActions")
    // `startFlow(route: .login)` in a closure the initialiser subscribes to a notification runs when the
    // notification is posted, not as the coordinator starts: the start is `start()`'s home, and the home's lock
    // button replaces the stack with the login. Before, the closure's call was read as the start.
    #expect(
      describe(app.graph) == [
        "VaultCoordinator stack start home @30:1",
        "  login @16:8",
        "  home @17:8",
        "    replace login @36:26",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStartRoutesPickedByBranches() throws {
    let app = try load("testStartRoutesPickedByBranches", entry: "ShopCoordinator")
    // `if signedIn { startFlow(.catalog) } else { startFlow(.signIn) }`, a `guard` and a `switch` in `start`:
    // each `startFlow` replaces the whole stack, so the calls are alternatives, read as the `?:` form is
    // (the first route written, and a note). Before, the first was taken silently and `check` called the
    // others unreachable with nothing to say why. A `startFlow` in a closure runs later, and one after
    // another in one branch (a splash, a wait, then the catalog) shows each in turn: no choice.
    #expect(
      app.graph.coordinators.map { "\($0.name) \($0.start.name)" } == [
        "ShopCoordinator catalog", "GuardedCoordinator signIn", "StagedCoordinator onboarding",
        "SplashCoordinator splash", "WelcomeCoordinator splash",
      ])
    #expect(
      app.notes.map { "\($0.location.line) \($0.message)" } == [
        "23 ShopCoordinator starts at a route a condition picks (catalog or signIn): it is read as starting at "
          + "catalog, the first; the others are reached only as its navigation leads to them",
        "35 GuardedCoordinator starts at a route a condition picks (signIn or catalog): it is read as starting at "
          + "signIn, the first; the others are reached only as its navigation leads to them",
        "47 StagedCoordinator starts at a route a condition picks (onboarding or catalog or signIn): it is read as "
          + "starting at onboarding, the first; the others are reached only as its navigation leads to them",
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

  @Test func testRouteParametersWithDefaults() throws {
    let app = try load("testRouteParametersWithDefaults", entry: "MailCoordinator")
    // `func show(_ route: MailRoute = .message)`: `coordinator?.show()` passes the default. Before, a call
    // passing nothing fired every route of the enum (inbox, compose too) from the caller's screen.
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start inbox @27:1",
        "  inbox @5:8",
        "    push drafts @29:53",
        "    push message @29:53",
        "  message @6:8",
        "    present compose @29:53",
        "  compose @7:8",
        "  drafts @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testPopToViewNamesGenericContainersByTheirContent() throws {
    let app = try load("testPopToViewNamesGenericContainersByTheirContent", entry: "KitchenCoordinator")
    // `popToView(UIHostingController<RecipeView>.self)` goes back to the route that hosts `RecipeView`
    // (before, the generic argument was not read and the pop went to no route, inferred); a plain
    // `popToView(StepViewController.self)` goes back to the route that shows that controller.
    #expect(
      describe(app.graph) == [
        "KitchenCoordinator stack start menu @28:1",
        "  menu @6:8",
        "    push recipe @33:38",
        "  recipe @7:8",
        "    push step @34:36",
        "  step @8:8",
        "    push step @34:36",
        "    present timer @35:30",
        "    popTo recipe @37:32",
        "    popTo step @38:35",
        "  timer @9:8",
        "    dismiss @36:29",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRouteEnumsSharedByCoordinators() throws {
    let app = try load("testRouteEnumsSharedByCoordinators", entry: "AccountCoordinator")
    // Two coordinators of one route enum: each keeps the cases it names (its start, the starts a
    // condition may pick, its actions' targets); `privacy` is named by both. `legacy`, which neither
    // names, stays in the first of them only. Before, each held every case, and `check` reported the
    // other coordinator's cases as never shown in each.
    #expect(
      describe(app.graph) == [
        "AccountCoordinator stack start account @22:1",
        "  account @5:8",
        "    push privacy @24:27",
        "    present AlertsCoordinator @25:26",
        "  privacy @7:8",
        "  legacy @8:8",
        "AlertsCoordinator stack start alerts @28:1",
        "  alerts @6:8",
        "    finish @33:18",
        "  privacy @7:8",
      ])
    let unshown = NavigationCheck.run(app.graph).findings.filter { $0.rule == "unreachable-route" }
    #expect(unshown.map(\.subject) == ["AlertsCoordinator.privacy", "AccountCoordinator.legacy"])
  }

  @Test func testNestedCoordinatorsSharingARouteEnum() throws {
    let app = try load("testNestedCoordinatorsSharingARouteEnum", entry: "Harbour.Quay")
    // Nested coordinators (`Harbour.Quay`, `Harbour.Weather`, named `Harbour_Quay` and `Harbour_Weather` in
    // the design) share a route enum: `storm`, a start that Weather's condition may pick, stays Weather's
    // under its design name; `ferry` is Quay's; nothing of Weather's is left in Quay.
    #expect(
      describe(app.graph) == [
        "Harbour_Quay stack start quay @15:3",
        "  quay @5:8",
        "    push ferry inferred @17:27",
        "  ferry @6:8",
        "    push ferry inferred @17:27",
        "Harbour_Weather stack start tides @20:3",
        "  tides @7:8",
        "  storm @8:8",
      ])
  }

  @Test func testCaseBindingsNameTheirValues() throws {
    let app = try load("testCaseBindingsNameTheirValues", entry: "PantryCoordinator")
    // `case let .shelves(coordinator):` is the case `shelves` (before, a pattern under an outer `let` named
    // no case: its arm was lost, and so was `if case let .refill(amount) = event`); a name a route case
    // binds has the case's associated value's type: `coordinator.openJar` and `{ coordinator.printLabel(for:
    // name) }` run on the screens built with them (before, both were inferred on every route).
    #expect(
      describe(app.graph) == [
        "PantryCoordinator stack start shelves @37:1",
        "  shelves @5:8",
        "    push jar @42:41",
        "  jar @6:8",
        "    present label @43:46",
        "  label @7:8",
        // `case let .receipt(total) where total > 100` is a cover, else a sheet: a presentation, inferred.
        "    present receipt inferred @47:14",
        "  receipt @8:8",
        "    pop @49:14",  // the `else` of `if case let .refill`: handle(.discard), not handle(.refill(3))
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
