import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Routes as a condition picks them: `?:`, `if` and `switch` expressions, locals and properties that hold them; routes
/// that a screen's value publishes; start routes. (Route styles are in `ALCoordinatorDialectTests+Styles`; routes that
/// methods make or return, in `ALCoordinatorDialectTests+RouteMethods`.)
extension ALCoordinatorDialectTests {
  @Test func testScreensGivenToARouteOfALibraryType() throws {
    let app = try load("testScreensGivenToARouteOfALibraryType", entry: "StudioCoordinator")
    // `case screen(UIViewController)` names no screen of the app; the navigations give it `GalleryViewController` and
    // `EditorViewController`, whose closures (set by the coordinator) then fire from `screen`. Before, no route held
    // those screens: every action was inferred on every route.
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start screen @23:1",
        "  screen @5:8",
        "    present export @32:53",
        "    pop @33:54",
        "    push screen @34:12",
        "  export @6:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensWrappedForARouteOfALibraryType() throws {
    let app = try load("testScreensWrappedForARouteOfALibraryType", entry: "HelpCoordinator")
    // `case page(AnyView)` is given `AnyView(TopicsView(...))` and `AnyView(ArticleView(...))`: the screens inside the
    // wrapper are the route's, so their buttons' calls fire from `page`.
    #expect(
      describe(app.graph) == [
        "HelpCoordinator stack start page @31:1",
        "  page @5:8",
        "    push page @37:11",
        "    present contact @41:11",
        "  contact @6:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChildCoordinatorsPickedByConditions() throws {
    let app = try load("testChildCoordinatorsPickedByConditions", entry: "GateCoordinator")
    // A condition picks the child a navigation starts (`let next: any CoordinatorType = isStaff ? StaffCoordinator() :
    // GuestCoordinator()`, in a local or a lazy property): each child is an action of its own, with the call's style.
    // Before, neither was read, with a note that the route could not be told.
    #expect(
      describe(app.graph) == [
        "GateCoordinator stack start gate @10:1",
        "  gate @5:8",
        "    cover GuestCoordinator @18:11",
        "    cover StaffCoordinator @18:11",
        "    present GuestCoordinator @22:11",
        "    present StaffCoordinator @22:11",
        "StaffCoordinator stack start badge @40:1",
        "  badge @35:8",
        "GuestCoordinator stack start badge @44:1",
        "  badge @35:8",
      ])
    #expect(app.notes.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }

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
        "    present allergens @40:13",
        "    push lockers @47:11",
        "    push boats @54:48",
        "    push tickets @55:50",
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

  @Test func testRoutesGivenToALocalByASwitchExpression() throws {
    let app = try load("testRoutesGivenToALocalByASwitchExpression", entry: "GalleryCoordinator")
    // `let route: GalleryRoute = switch item { case .painting(let id): .painting(id: id) ... default: .shop }`, then
    // `navigate(toRoute: route)`: each route fires where callers pass its arm's case, as when the arms assign the
    // local (`testRoutesGivenToALocalByTheArmsOfASwitch`); `.shop` by `default:` where `.gift` is passed. Before, the
    // local held a choice of every arm's route, and each fired from both screens.
    #expect(
      describe(app.graph) == [
        "GalleryCoordinator stack start wall @34:1",
        "  wall @5:8",
        "    push painting @44:11",
        "  painting @6:8",
        "    present shop @44:11",
        "    push artist @44:11",
        "  artist @7:8",
        "  shop @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesGivenToALocalByAnIfExpression() throws {
    let app = try load("testRoutesGivenToALocalByAnIfExpression", entry: "ShopCoordinator")
    // `let route: ShopRoute = if case .product(let id) = tile { .product(id: id) } else { .bundle }` and `if isMember {
    // .members } else { .upgrade }`, then `router.navigate(to: route)`: each route fires where callers pass the case or
    // the `Bool` its branch needs. Before, the local held a choice of both branches' routes, and each fired from both
    // screens.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start shelf @32:1",
        "  shelf @5:8",
        "    push product @37:12",
        "    present upgrade @47:12",
        "  product @6:8",
        "    push bundle @37:12",
        "    push members @47:12",
        "  bundle @7:8",
        "  upgrade @8:8",
        "  members @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesAssignedByASwitchOrIfExpression() throws {
    let app = try load("testRoutesAssignedByASwitchOrIfExpression", entry: "MuseumCoordinator")
    // `var route: MuseumRoute` then `route = switch stop { case .exhibit(let id): .exhibit(id: id) ... }`, and `let
    // route: MuseumRoute` then `route = if isMember { .members } else { .join }`: each arm's route fires where callers
    // pass its case or `Bool`, as for a local declared with the expression. Before, the assignment was one choice of
    // every arm: each route fired from every caller.
    #expect(
      describe(app.graph) == [
        "MuseumCoordinator stack start hall @37:1",
        "  hall @5:8",
        "    push exhibit @47:11",
        "    push members @53:11",
        "  exhibit @6:8",
        "    push guide @47:11",
        "    present join @53:11",
        "  guide @7:8",
        "  tickets @8:8",
        "  members @9:8",
        "  join @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testValuesAssignedByACondition() throws {
    let app = try load("testValuesAssignedByACondition", entry: "HomeTabs")
    // `next = isSubscriber ? .story : .paywall` in a view model whose `$next` the coordinator navigates to,
    // and `currentPage = unread ? .inbox : .me` or `setCurrentPage(signedIn ? .me : .feed)` in the tab bar:
    // each value the condition may pick, of a `Bool` parameter the side its callers' value picks (before, the index
    // kept no assignment of a `?:`, and read the call's argument only as one page: neither navigated anywhere; then
    // both sides went everywhere).
    let lines = describe(app.graph)
    let feed = lines.drop { !$0.hasPrefix("FeedCoordinator") }.prefix { !$0.hasPrefix("InboxCoordinator") }
    #expect(
      Array(feed) == [
        "FeedCoordinator stack start list @68:1",
        "  list @40:8",
        // `showMessages(unread: true)` and `showProfile(signedIn: false)`: the side each picks.
        "    select InboxCoordinator @31:5",
        "    select FeedCoordinator @35:5",
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

  @Test func testStartRoutePickedByAnOnboardingGate() throws {
    let app = try load("testStartRoutePickedByAnOnboardingGate", entry: "JournalCoordinator")
    // `if onboarded { startFlow(.entries) } else { startFlow(.welcome) }`, and the onboarding ends with
    // `startFlow(.entries)`: the coordinator is read as starting at the welcome, from which its own navigation reaches
    // the entries (the state after that `startFlow` is the one starting there gives). Before, it started at the first
    // written, the entries, and the whole onboarding was never shown.
    #expect(
      describe(app.graph) == [
        "JournalCoordinator stack start welcome @22:1",
        "  entries @5:8",
        "    push settings @40:32",
        "  welcome @6:8",
        "    push reminders @33:35",
        "  reminders @7:8",
        "    replace entries @37:12",
        "  settings @8:8",
      ])
    #expect(
      app.notes.map { "\($0.location.line) \($0.message)" } == [
        "27 JournalCoordinator starts at a route a condition picks (entries or welcome): it is read as starting at "
          + "welcome, from which its own navigation reaches entries"
      ])
  }

  @Test func testRestartGoesToEachStartAConditionPicks() throws {
    let app = try load("testRestartGoesToEachStartAConditionPicks", entry: "BankCoordinator")
    // `start()` picks `.accounts` or `.intro` by a condition; `restart()` runs it again: a replace to each. Before, the
    // restart replaced the stack with the first written only, `accounts`, as if signing out could not lead to `intro`.
    #expect(
      describe(app.graph) == [
        "BankCoordinator stack start accounts @20:1",
        "  intro @5:8",
        "    replace accounts @33:11",
        "  accounts @6:8",
        "    push transfer @36:33",
        "    replace accounts @40:11",
        "    replace intro @40:11",
        "  transfer @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChildrenAFactoryBuildsByTheCaseGiven() throws {
    let app = try load("testChildrenAFactoryBuildsByTheCaseGiven", entry: "WorkshopCoordinator")
    // `let child = makeCoordinator(for: tool)` in `pick(_ tool: Tool)`, the factory switching over the tool and building
    // one coordinator per arm: each child is presented where callers pass its arm's tool (the bench the ruler, the manual
    // the level; the compass nowhere). Before, the child was "not one the reading can tell": the call was left out.
    let lines = describe(app.graph)
    #expect(
      Array(lines.prefix(6)) == [
        "WorkshopCoordinator stack start bench @20:1",
        "  bench @7:8",
        "    present RulerCoordinator @33:11",
        "    push manual @36:35",
        "  manual @8:8",
        "    present LevelCoordinator @33:11",
      ])
    #expect(app.notes.isEmpty)
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
        "    push message @34:45",
        "    push drafts @35:44",
        "  message @6:8",
        "    present compose @40:43",
        "  compose @7:8",
        "  drafts @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testPopToViewOfAScreenBuiltInALocal() throws {
    let app = try load("testPopToViewOfAScreenBuiltInALocal", entry: "VerifyCoordinator")
    // `view()` builds the phone's screen in a local, wires its closure and returns the local:
    // `popToView(PhoneViewController.self)` goes back to `phone`. Before, only a returned construction was looked at,
    // and the pop named `PhoneViewController`, which `check` reported as a route that does not exist.
    #expect(
      describe(app.graph) == [
        "VerifyCoordinator stack start phone @24:1",
        "  phone @5:8",
        "    push code @26:28",
        "  code @6:8",
        "    popTo phone @27:31",
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

extension ALCoordinatorDialectTests {
  @Test func testRoutesAStoredPropertyHoldsPassedOn() throws {
    let app = try load("testRoutesAStoredPropertyHoldsPassedOn", entry: "MailCoordinator")
    // `if let route = pending { coordinator?.go(route) }`, `resumed.map { route in coordinator?.go(route) }` and
    // `let kept = archived; kept.map { ... }`, where the model only ever sets `pending = .compose`, `resumed = .search`
    // and `archived = .trash`: `go(_:)` navigates to the cases those properties may hold (`PropertyCases`), each written
    // at the call that passes it. Before, the value was not one the reading could tell: every case fired from the inbox
    // (and, through `map`, from every route).
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start inbox @49:1",
        "  inbox @5:8",
        "    present compose @34:56",
        "    push search @39:54",
        "    push trash @45:51",
        "  compose @6:8",
        "  search @7:8",
        "  trash @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testAnIfThatAssignsALocalOnEverySide() throws {
    let app = try load("testAnIfThatAssignsALocalOnEverySide", entry: "PlanCoordinator")
    // `var route = .overview`, then an `if` chain with a last `else` that assigns `route` on every side: the navigation
    // goes to what the chain gives (pro, trial, upgrade), not to the overview, which the chain always replaces. Without
    // the last `else` (`maybe()`), or with a side that assigns only under a test of its own (`nested()`), the value
    // from before stays possible. Before, every call kept it.
    let pushes = describe(app.graph).filter { $0.hasPrefix("    ") }
    #expect(
      pushes == [
        "    push pro @29:11",
        "    push trial @29:11",
        "    push upgrade @29:11",
        "    push overview @39:11",
        "    push pro @39:11",
        "    push trial @39:11",
        "    push help @49:11",
        "    push trial @49:11",
        "    push upgrade @49:11",
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testAStartAComputedPropertyPicks() throws {
    let app = try load("testAStartAComputedPropertyPicks", entry: "AtlasCoordinator")
    // `startFlow(route: firstRoute)`, where the coordinator's `var firstRoute: AtlasRoute { seenIntro ? .map : .intro
    // }` picks: read as a start a condition picks, starting at the route from which the coordinator's own navigation
    // reaches the others (the intro, which shows the map), with a note. Before, the property's first value was taken as
    // the one start, and the intro was reported never shown.
    #expect(
      describe(app.graph) == [
        "AtlasCoordinator stack start intro @16:1",
        "  map @5:8",
        "    push layers @22:31",
        "  intro @5:13",
        "    replace map @21:34",
        "  layers @5:20",
      ])
    #expect(
      app.notes.map { "\($0.location.line) \($0.message)" } == [
        "20 AtlasCoordinator starts at a route a condition picks (map or intro): it is read as starting at intro, "
          + "from which its own navigation reaches map"
      ])
  }
}
