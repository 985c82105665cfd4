import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Triggers: actions placed on the routes whose screens (views, view models, view controllers) fire them.
extension ALCoordinatorDialectTests {
  @Test func testScreensShownWithoutARouteCase() throws {
    let app = try load("testScreensShownWithoutARouteCase", entry: "OrderCoordinator")
    #expect(
      describe(app.graph) == [
        "OrderCoordinator stack start cart @10:1",
        "  cart @5:8",
        "    present TermsViewController @13:22",
        "    push ReceiptViewController @16:5",  // held in a local
        "    present HelpView @18:28",  // the app's view inside a hosting controller
        // no route for the system alert of confirmRemoval()
        "    cover PaymentCoordinator @20:24",  // startChildCoordinator: the UIKit module's full screen
        "  TermsViewController @13:22",  // a route of its own, named after the screen's type
        "    dismiss @21:30",  // the screen's own code fires from it
        "  ReceiptViewController @16:5",
        "    pop @50:18",  // close() where the screen is pushed
        "    push cart @62:21",  // push(CartViewController()): the screen of the route `cart`
        "    pop @93:45",  // its own navigationController?.popViewController(animated:)
        "  HelpView @18:28",
        "    dismiss @50:18",  // and where it is presented
        "    push NotesViewController @70:27",  // UIKit's root.pushViewController(_:animated:)
        "  NotesViewController @70:27",
        "    pop @71:28",  // root.popViewController(animated:)
        "    popToRoot @88:28",  // root.popToRootViewController(animated:)
        "PaymentCoordinator stack start cart @24:1",
        "  cart @5:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testViewControllersNavigateByThemselves() throws {
    let app = try load("testViewControllersNavigateByThemselves", entry: "ShopCoordinator")
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @28:1",
        "  catalog @5:8",
        "    push item @30:24",
        "    present basket @31:26",
        "    cover help @32:24",
        "    present TermsViewController @88:18",
        "  item @6:8",
        "    pop @44:45",  // navigationController?.popViewController(animated:); not its model's dismiss
        "    push ReviewsViewController @45:48",  // navigationController?.pushViewController(vc, animated:)
        "    present SizeGuideViewController @46:23",  // present(vc, animated:); not the system alert of warn()
        "    push ZoomViewController @47:23",  // show(vc, sender:)
        "  basket @7:8",
        "    dismiss @52:23",  // dismiss(animated:), in a subclass of the app's own base view controller
        "    dismiss @53:58",  // self.navigationController?.dismiss(animated:)
        "  help @8:8",
        "    dismiss @59:50",  // presentingViewController?.dismiss; not the app's own show(_:sender:)
        "  ReviewsViewController @45:48",
        "    popToRoot @66:44",  // a screen that a screen pushes navigates by itself too
        "  SizeGuideViewController @46:23",
        "    dismiss @70:23",
        "  ZoomViewController @47:23",
        "  TermsViewController @88:18",
        "    dismiss @96:24",  // a screen that the coordinator shows without a route case, too
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSwiftUIViewsDismissThemselves() throws {
    let app = try load("testSwiftUIViewsDismissThemselves", entry: "DraftsCoordinator")
    #expect(
      describe(app.graph) == [
        "DraftsCoordinator stack start drafts @28:1",
        "  drafts @5:8",
        "    push editor @30:29",
        "    push preview @33:29",
        "  editor @6:8",
        "    present preview @31:32",
        "    cover publish @32:32",
        "    pop @50:22",  // `@Environment(\.dismiss)` on a pushed view pops it
        "  preview @7:8",
        "    pop inferred @56:43",  // shown both pushed and as a sheet: not known
        "  publish @8:8",
        "    dismiss @61:77",  // presentationMode.wrappedValue.dismiss() on a cover dismisses it
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSwiftUIModifiersAndLinksShowScreens() throws {
    let app = try load("testSwiftUIModifiersAndLinksShowScreens", entry: "GardenCoordinator")
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @18:1",
        "  beds @5:8",
        "    push BedView @31:7",  // NavigationLink(destination: BedView())
        "    push AboutView @32:7",  // NavigationLink { AboutView() } label: { ... }
        "    present FiltersView @38:6",  // .sheet(isPresented:) { FiltersView() }
        "    present TipsView @40:6",  // the app's view inside a NavigationStack; no route for the system ShareLink
        "    cover PhotoView @41:6",  // .fullScreenCover(item:) { photo in PhotoView(photo: photo) }
        "  planner @6:8",
        "  BedView @31:7",
        "  AboutView @32:7",
        "  FiltersView @38:6",
        "    push planner @20:29",  // what the sheet's view calls fires from it
        "    dismiss @52:22",
        "  TipsView @40:6",
        "  PhotoView @41:6",
        "    dismiss @63:43",  // its own dismiss, where it is presented
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testNavigationDestinationsPushTheirScreens() throws {
    let app = try load("testNavigationDestinationsPushTheirScreens", entry: "CrewCoordinator")
    #expect(
      describe(app.graph) == [
        "CrewCoordinator stack start roster @11:1",
        "  roster @5:8",
        "    push MemberView @22:6",  // .navigationDestination(for: Int.self) { id in MemberView(id: id) }
        "    push LogView @25:6",  // .navigationDestination(isPresented: $showsLog, destination: { LogView() })
        "  MemberView @22:6",
        "    pop @35:42",  // its own dismiss, where it is pushed
        "  LogView @25:6",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testOverloadsAreFunctionsOfTheirOwn() throws {
    let app = try load("testOverloadsAreFunctionsOfTheirOwn")
    // `scene(_:willConnectTo:options:)` starts the hub; `scene(_:openURLContexts:)`, of the same name,
    // handles links: what `start` does is not a link's (it was lost from every route).
    #expect(app.graph.entry.name == "HubCoordinator")
    #expect(
      describe(app.graph) == [
        "HubCoordinator stack start home @42:1",
        "  home @22:8",
        "    present WelcomeCoordinator @45:12",
        "    push detail @48:33",  // `show(_:)`, called by HomeView's model only
        "  detail @23:8",
        "    present help @49:57",  // `show(help:animated:)`, called by DetailView's model and the link
        "  help @24:8",
        "WelcomeCoordinator stack start hello @83:1",
        "  hello @77:8",
        "    push tour @92:12",  // in `init(tour:)`, one of two initialisers: a start all the same
        "  tour @78:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "help -> HubCoordinator.help: present help in HubCoordinator"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToRouteCasesRunOnTheirScreens() throws {
    let app = try load("testClosuresGivenToRouteCasesRunOnTheirScreens", entry: "MissionCoordinator")
    // A closure given to a route case runs on the screen that the route's `view()` builds with it (the checklist's
    // with a modifier after it: `ChecklistView(onDone: onDone).navigationTitle("Checklist")`).
    #expect(
      describe(app.graph) == [
        "MissionCoordinator stack start list @25:1",
        "  list @5:8",
        "    cover briefing @31:12",  // `.list(onPick: { ... })`: MissionListView calls `onPick`
        // A route held in a local, `let route = MissionRoute.checklist(...)`, shown after `router.dismiss()`: once the
        // briefing's cover is gone, from the screen that covered it.
        "    push checklist @37:12",
        "  briefing @6:8",
        "    dismiss @35:12",  // `.briefing(id, onClose: { ... })`
        "  checklist @7:8",
        "    popToRoot @36:78",  // `MissionRoute.checklist(onDone: { ... })`, the enum named
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLocalsOfOneNameInTwoArms() throws {
    let app = try load("testLocalsOfOneNameInTwoArms")
    // `target` is the tab bar in one arm and a new coordinator in the other: each use means the
    // local declared before it (the tab switch read the later one and was lost). `guard let target = children.first as?
    // HomeTabs` opens the link only with the tab bar.
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "profile -> ProfileCoordinator: select ProfileCoordinator in HomeTabs (only with HomeTabs)",
        "help -> HelpCoordinator.info: present HelpCoordinator in AppCoordinator",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testAlertActionsFireWhereTheAlertIsShown() throws {
    let app = try load("testAlertActionsFireWhereTheAlertIsShown", entry: "VaultCoordinator")
    #expect(
      describe(app.graph) == [
        "VaultCoordinator stack start list @16:1",
        "  list @5:8",
        "    push item @18:24",
        "  item @6:8",
        "    pop @21:105",  // in a UIAlertAction's handler: where the alert's method is called
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testExistentialNavigators() throws {
    let app = try load("testExistentialNavigators", entry: "FerryCoordinator")
    // `weak var navigator: (any FerryNavigating)?` and `init(navigator: any FerryNavigating)`: the
    // protocol is the type, and its conformers are the coordinators (before, every call was inferred).
    #expect(
      describe(app.graph) == [
        "FerryCoordinator stack start departures @37:1",
        "  departures @5:8",
        "    push crossing @42:42",  // `guard let navigator else { return }`, then `navigator.showCrossing`
        "    present filters @43:31",  // `Button("Filter", action: model.filter)`
        "    cover map @44:27",  // `model.navigator?.showMap()` in the view
        "    push timetable @45:33",  // `navigator.showTimetable()`, with `navigator: some FerryNavigating`
        "  crossing @6:8",
        "  filters @7:8",
        "  map @8:8",
        "  timetable @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensBuiltByHelpersAndModifiers() throws {
    let app = try load("testScreensBuiltByHelpersAndModifiers", entry: "TidesCoordinator")
    // A route's `body` that calls a helper of the enum (`stationsScreen(model)`, which returns
    // `StationsView(model: model).navigationTitle("Stations")`) or builds its screen with modifiers after it
    // (`ChartView(id: id).navigationTitle("Chart")`) builds that screen, and the stations' toolbar button with it.
    // Before, neither screen was found: every action fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "TidesCoordinator stack start stations @31:1",
        "  stations @5:8",
        "    push chart @33:43",
        "    present settings @34:37",
        "  chart @6:8",
        "    pop @35:36",
        "  settings @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensBuiltByFactories() throws {
    let app = try load("testScreensBuiltByFactories", entry: "MailCoordinator")
    // `ScreenFactory.shared.makeInbox(coordinator:)` and the static `ScreenFactory.makeMessage(id:coordinator:)`
    // build the screens they return, and `ComposeViewController.make()` its own type. Before, only the factory was
    // read as the message's screen, with the screens it builds as its subviews: the inbox was a dead end, the
    // message's actions fired from it instead, and the message and compose screens were unreachable.
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start inbox @40:1",
        "  inbox @20:8",
        "    push message @42:33",
        "  message @21:8",
        "    present compose @43:27",
        "    pop @44:24",
        "  compose @22:8",
        "    dismiss @70:29",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testControlsARouteEnumWiresFireFromItsRoute() throws {
    let app = try load("testControlsARouteEnumWiresFireFromItsRoute", entry: "NotesCoordinator")
    // The route enum's `view()` wires bar buttons to the coordinator (`UIAction { _ in coordinator.newNote() }`) in
    // each arm of its `switch self`: each fires from its arm's route. Before, from every route, inferred (a false
    // unbounded-growth warning and two incomplete explorations).
    #expect(
      describe(app.graph) == [
        "NotesCoordinator stack start list @36:1",
        "  list @5:8",
        "    push editor @38:27",
        "    present settings @39:32",
        "  editor @6:8",
        "    pop @40:25",
        "  settings @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensBuiltFromStoryboards() throws {
    let app = try load("testScreensBuiltFromStoryboards", entry: "StallCoordinator")
    // `let controller = CatalogViewController.instantiate()` (a `Storyboarded` factory) ... `return
    // controller`; `instantiateViewController(withIdentifier:) as! ProductViewController`; `guard let
    // controller = ... as? CheckoutViewController else`; `let controller: BasketViewController =
    // storyboard.instantiateViewController(identifier:)` (the generic form, typed by the local's annotation: before,
    // the basket's screen was not found, so its actions fired from every route); a controller wrapped in a navigation
    // controller; and an arm that does something else before it returns its screen: each arm's screen
    // is known, so its `@IBAction`s fire from its route (before, every action fired from every route,
    // inferred).
    #expect(
      describe(app.graph) == [
        "StallCoordinator stack start catalog @60:1",
        "  catalog @17:8",
        "    push product @65:43",
        "    present basket @66:30",
        "  product @18:8",
        "    present basket @66:30",
        "  basket @19:8",
        "    cover checkout @67:28",
        "    dismiss @68:25",
        "  checkout @20:8",
        "    dismiss @68:25",
        "    cover receipt @69:31",
        "  receipt @21:8",
        "    dismiss @68:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCompletionsOfLibraryTransitionsRunWithThem() throws {
    let app = try load("testCompletionsOfLibraryTransitionsRunWithThem", entry: "TillCoordinator")
    // `router.dismiss(animated: true) { self?.router.navigate(to: .receipt) }`: the completion runs when
    // the dismissal ends, on the same tap (before, it was a callback of the coordinator's that no screen
    // could be found for, and fired from every route, inferred). The closure given to the app's own
    // `dismiss(then:)` is the app's to call, when it chooses: that one stays inferred.
    #expect(
      describe(app.graph) == [
        "TillCoordinator stack start basket @27:1",
        "  basket @5:8",
        "    present payment @32:23",
        "    push help inferred @43:24",
        "  payment @6:8",
        "    dismiss @35:12",
        "    push receipt @36:20",
        "    push help inferred @43:24",
        "  receipt @7:8",
        "    push help inferred @43:24",
        "  help @8:8",
        "    push help inferred @43:24",
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["push help"])
  }

  @Test func testClosingTheFirstScreenOfAPresentedChild() throws {
    let app = try load("testClosingTheFirstScreenOfAPresentedChild", entry: "HomeCoordinator")
    // SwiftUI's `dismiss()` on the first screen of a child presented as a sheet dismisses the sheet, although
    // the route's own style is `.push`; on the screen pushed after it, it pops. Before, the first screen's
    // read as a `pop`, which does nothing on a stack of one screen.
    #expect(
      DialectFixture.describe(app.graph) == [
        "HomeCoordinator stack start home @11:1",
        "  home @5:8",
        "    present AccountCoordinator @13:36",
        "AccountCoordinator stack start profile @37:1",
        "  profile @24:8",
        "    push password @39:39",
        "    dismiss @48:22",
        "  password @25:8",
        "    pop @54:44",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testPreviewsAreNoAppCode() throws {
    let app = try load("testPreviewsAreNoAppCode", entry: "ShopCoordinator")
    // Only Xcode's previews call `cart()`: a `#Preview` block, a `PreviewProvider`'s `previews` (on a `DetailView`) and
    // a view nested in the provider (on a `ListView`). The app never runs them, so no screen fires the push: it is
    // inferred from every route, as for a method no code calls.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start list @18:1",
        "  list @5:8",
        "    push detail @20:31",
        "    push cart inferred @21:29",
        "  detail @6:8",
        "    push cart inferred @21:29",
        "  cart @7:8",
        "    push cart inferred @21:29",
      ])
    #expect(app.inferredTriggers.map(\.action.summary) == ["push cart"])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testClosuresGivenToRouteCasesWhoseScreenIsBuiltInALocal() throws {
    let app = try load("testClosuresGivenToRouteCasesWhoseScreenIsBuiltInALocal", entry: "AccountCoordinator")
    // `view()` builds the overview in a local, gives it the case's closure and returns it: the closure runs on the
    // overview, where it calls `onChoice`. Before, only an arm that returned the screen's construction was read, and
    // both navigations fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "AccountCoordinator stack start overview @28:1",
        "  overview @5:8",
        "    push security @35:28",
        "    present help @36:24",
        "  security @6:8",
        "  help @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testClosuresInTheArmsOfARouteEnumsBody() throws {
    let app = try load("testClosuresInTheArmsOfARouteEnumsBody", entry: "SignUpCoordinator")
    // Each arm of the route enum's `body` gives its `FormStep` a closure of its own: the finish written in `.done`'s
    // runs on `done` alone. Before, it ran wherever a `FormStep` is shown, on all three routes.
    #expect(
      describe(app.graph) == [
        "SignUpCoordinator stack start name @20:1",
        "  name @5:8",
        "    push email @22:34",
        "  email @6:8",
        "    push done @23:33",
        "  done @7:8",
        "    finish @15:65",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testArmsOfAnEnumThatSharesCaseNamesWithRoutes() throws {
    let app = try load("testArmsOfAnEnumThatSharesCaseNamesWithRoutes", entry: "HubCoordinator")
    // `Shortcut` is no route enum: its `.feed` and `.saved` arms only share names with the routes. Both screens show
    // the shortcut bar, so both shortcuts fire from both (a route enum's own arms narrow to their routes:
    // `testClosuresInTheArmsOfARouteEnumsBody`). Matching arms to routes by name narrowed each to one screen.
    #expect(
      describe(app.graph) == [
        "HubCoordinator stack start feed @27:1",
        "  feed @5:8",
        "    push saved @29:34",
        "    present filters @38:35",
        "    present export @39:36",
        "  saved @6:8",
        "    push saved @29:34",
        "    present filters @38:35",
        "    present export @39:36",
        "  filters @7:8",
        "  export @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testViewsBuiltInAContainerInTheArmsOfARouteEnumsBody() throws {
    let app = try load("testViewsBuiltInAContainerInTheArmsOfARouteEnumsBody", entry: "ShopCoordinator")
    // Each arm of the route enum's `body` wraps its button in a container (`VStack { ... }`, `ScrollView { ... }
    // .padding()`): the button belongs to that arm's route. Before, the containers' contents were not read, and both
    // buttons fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start feed @34:1",
        "  feed @5:8",
        "    push cart @36:33",
        "  cart @6:8",
        "    present receipt @37:28",
        "  receipt @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// One-off screens built of the library's views only.
extension ALCoordinatorDialectTests {
  @Test func testDefaultRoutesOfTheLibrarysViewsOnly() throws {
    let app = try load("testDefaultRoutesOfTheLibrarysViewsOnly", entry: "HarbourCoordinator")
    // `let rules = DefaultRoute(presentationStyle: .sheet) { Text(...) }`, then `navigate(toRoute: rules)`: a screen of
    // its own, named after the local; written in the call, after the first view it builds (`ProgressView`). Before,
    // both were left out with a note, as routes the reading could not tell. `let tides = DefaultRoute(...)` beside the
    // route enum's own `tides` case is still left out: its name would merge two routes.
    #expect(
      describe(app.graph) == [
        "HarbourCoordinator stack start quay @21:1",
        "  quay @5:8",
        "    present rules @26:11",
        "    cover ProgressView @30:11",
        "  tides @6:8",
        "  rules @26:11",
        "  ProgressView @30:11",
      ])
    #expect(
      app.notes.map(\.message) == [
        "the `DefaultRoute` this `navigate` shows is held in `tides`, the name of a case of `HarbourRoute`: a route of "
          + "that name is the case's, and the call is left out (give the local another name)"
      ])
  }

  @Test func testRouteBodiesThatReadAHelperOrAView() throws {
    let app = try load("testRouteBodiesThatReadAHelperOrAView", entry: "PrismCoordinator")
    // `var body: some View { destination }` over a `@ViewBuilder private var destination` that switches over `self`:
    // each route's screen is its arm's view. `var body: some View { LensRouteView(route: self) }`, whose body switches
    // over `route`: each route's screen is the view its arm builds. Each button fires from its own route only; before,
    // every view belonged to every route of its enum (the gallery could close, the blur push itself).
    #expect(
      describe(app.graph) == [
        "PrismCoordinator stack start gallery @45:1",
        "  gallery @5:8",
        "    push swatch @47:40",
        "    cover LensCoordinator @49:29",
        "  swatch @6:8",
        "    present mixer @48:30",
        "  mixer @7:8",
        "    dismiss @77:48",
        "LensCoordinator stack start focus @52:1",
        "  focus @28:8",
        "    push blur @54:29",
        "  blur @29:8",
        "    finish @55:29",
      ])
    #expect(app.notes.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testAScreenThatSeveralRouteEnumsBuild() throws {
    let app = try load("testAScreenThatSeveralRouteEnumsBuild", entry: "DeskCoordinator")
    // One view controller class that two coordinators' route enums build, each arm with a closure of its own
    // (`ActionViewController(title: "Open") { c.openLetter() }`): each closure runs on its own arm's route. Before,
    // the settings' route also ran every closure of the desk's arms (the arms of one enum narrowed its own routes, and
    // left the other enum's routes, whose screens hold none of its cases, in).
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start inbox @31:1",
        "  inbox @14:8",
        "    push letter @34:30",
        "  letter @15:8",
        "    push archive @35:27",
        "  archive @16:8",
        "    popToRoot @36:24",
        "  settings @17:8",
        "    present SettingsCoordinator @37:28",
        "SettingsCoordinator stack start main @50:1",
        "  main @41:8",
        "    finish @45:72",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testOneScreenForEveryCaseInAContainer() throws {
    let app = try load("testOneScreenForEveryCaseInAContainer", entry: "LoopCoordinator")
    // A route enum's `body` of no `switch self`, `VStack { Text("Loop"); LoopView() }.padding()`: every case shows the
    // view its container holds, so `LoopView`'s buttons fire from every route, exactly. Before, only a view the body
    // returns itself (`LoopView()`) was read so; in a container the view was no route's, and its pushes fired from
    // every route, inferred.
    #expect(
      describe(app.graph) == [
        "LoopCoordinator stack start hello @26:1",
        "  hello @11:8",
        "    push card @33:47",
        "    push bye @34:48",
        "  card @12:8",
        "    push card @33:47",
        "    push bye @34:48",
        "  bye @13:8",
        "    push card @33:47",
        "    push bye @34:48",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testHelpersOfAViewBuiltWithTheRoute() throws {
    let app = try load("testHelpersOfAViewBuiltWithTheRoute", entry: "StudioCoordinator")
    // `var body: some View { content }`, `content` building `VStack { StudioScreen(route: self) }`, whose body switches
    // over `route` and builds some arms' views through a helper: a static one, `case .canvas: Screens.canvas()`, or its
    // own, `case .archive: archiveScreen()`, and a view written with the type it is nested in, `case .palette:
    // Tools.PaletteView()`. Each is its arm's route's screen. Before, the view built with
    // the route was found only right in `body`, and only views built right in its arms were screens: every button fired
    // from every route, inferred.
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start desk @43:1",
        "  desk @5:8",
        "    push canvas @45:30",
        "    push archive @47:36",
        "  canvas @6:8",
        "    present palette @46:35",
        "  palette @7:8",
        "    dismiss @71:44",
        "  archive @8:8",
        "    push canvas @45:30",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testABodyThatHandsSelfToAFunctionSwitchingOverIt() throws {
    let app = try load("testABodyThatHandsSelfToAFunctionSwitchingOverIt", entry: "MapCoordinator")
    // `var body: some View { Self.screen(for: self) }` beside `static func screen(for route: MapRoute)` that switches
    // over its parameter, and `presentationStyle` read so too (`Self.style(for: self)`), and a factory of another type
    // (`CampScreens.make(self)`): each route shows its arm's view, so each view's buttons fire from its own route.
    // Before, every action of the map fired from all three routes (a dismiss from the overview, with nothing
    // presented), and the offline maps were pushed.
    #expect(
      describe(app.graph) == [
        "MapCoordinator stack start overview @30:1",
        "  overview @5:8",
        "    push poi @33:45",
        "    cover offlineMaps @34:37",
        "  poi @6:8",
        "  offlineMaps @7:8",
        "    dismiss @35:41",
        "CampCoordinator stack start sites @77:1",
        "  sites @59:8",
        "    present booking @80:29",
        "  booking @60:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testTabBarPresentsAScreenOfItsOwnAtLaunch() throws {
    let app = try load("testTabBarPresentsAScreenOfItsOwnAtLaunch", entry: "ShopTabs")
    // A tab bar's `router.present(WhatsNewViewController())` presents a screen of the tab bar's own, over the tab that
    // shows: an event the tab's screen sends up the chain, which the tab bar handles by presenting it. Called as the
    // app launches (after `start`, in `application(_:didFinishLaunchingWithOptions:)`), it fires from the launch
    // screen, the first tab's start, exact; the screen's own `dismiss(animated:)` closes it. Before, a tab bar's
    // one-off screen was not read at all.
    #expect(
      describe(app.graph) == [
        "ShopTabs tabs start HomeCoordinator tabs HomeCoordinator @31:1",
        "  WhatsNewViewController @37:12",
        "    dismiss @42:30",
        "  on presentWhatsNewViewController: present WhatsNewViewController @37:12",
        "HomeCoordinator stack start home @53:1",
        "  home @46:8",
        "    emit presentWhatsNewViewController @37:12",
      ])
    #expect(app.inferredTriggers.isEmpty)
    let report = NavigationCheck.run(app.graph)
    #expect(report.findings.map(\.rule).isEmpty, "\(report.findings.map(\.message))")
  }
}

extension ALCoordinatorDialectTests {
  @Test func testTabCoordinatorPresentsADefaultRouteOfItsOwn() throws {
    let app = try load("testTabCoordinatorPresentsADefaultRouteOfItsOwn", entry: "ShopTabs")
    // The newer API's tab coordinator has a router of its own: `navigate(toRoute: DefaultRoute(presentationStyle:
    // .sheet) { WhatsNewView() })` presents a screen of the tab bar's, over the tab. A tab's view asks for it through
    // the coordinator that shows it, `(coordinator?.parent as? ShopTabs)?.showWhatsNew()`: the parent, not the showing
    // coordinator, runs it, so it fires from the tab's screen. Before, the `DefaultRoute` was left out with a note,
    // and the call was read as one on the showing coordinator, which never runs it: the home screen was a dead end.
    #expect(
      describe(app.graph) == [
        "ShopTabs tabs start HomeCoordinator tabs HomeCoordinator @19:1",
        "  WhatsNewView @25:11",
        "    dismiss @31:40",
        "  on presentWhatsNewView: present WhatsNewView @25:11",
        "HomeCoordinator stack start home @40:1",
        "  home @35:8",
        "    emit presentWhatsNewView @25:11",
      ])
    #expect(app.notes.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
    let report = NavigationCheck.run(app.graph)
    #expect(report.findings.map(\.rule).isEmpty, "\(report.findings.map(\.message))")
  }
}
