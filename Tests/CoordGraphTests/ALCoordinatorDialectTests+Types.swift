import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Types: nested, of one name in several modules or targets, aliased, under `#if`, with property observers, generic,
/// composed, made by a dependency container; route enums shared by coordinators. (Extensions are in
/// `ALCoordinatorDialectTests+Extensions`, base classes of the app in `ALCoordinatorDialectTests+Inheritance`.)
extension ALCoordinatorDialectTests {
  @Test func testNestedTypesOfOneName() throws {
    let app = try load("testNestedTypesOfOneName", entry: "JournalCoordinator")
    // Two views each with a nested `ViewModel` (one declared in an extension, one inside the view): inside
    // each view, `ViewModel` is its own (before, both were the first declared, and the entry's model
    // opened entries from the feed too, while the author's sheet was inferred).
    #expect(
      describe(app.graph) == [
        "JournalCoordinator stack start feed @26:1",
        "  feed @5:8",
        "    push entry @31:46",
        "  entry @6:8",
        "    present author @32:47",
        "  author @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCoordinatorsKnownOnlyAtRunTime() throws {
    let app = try load("testCoordinatorsKnownOnlyAtRunTime", entry: "HelmCoordinator")
    // `topCoordinator()` and `getTopCoordinator()` name a coordinator only known at run time, and so does the
    // library's `parent` (the coordinator that started this one): what is done on them is not read, and a note says
    // so where it is written. Before, the calls on `parent` were left out with no note.
    #expect(
      describe(app.graph) == [
        "HelmCoordinator stack start deck @18:1",
        "  deck @5:8",
        "    push chart @23:29",
        "  chart @6:8",
        "AlarmCoordinator stack start siren @41:1",
        "  siren @36:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "26:23 `topCoordinator()` returns a coordinator known only at run time: this `navigate` is not read",
        "31:17 `getTopCoordinator()` returns a coordinator known only at run time: this `dismiss` is not read",
        "47:12 `parent` is the coordinator that started AlarmCoordinator, known only at run time: this "
          + "`startChildCoordinator` is not read (name the parent's class to have it read: `(parent as? "
          + "HomeCoordinator)?.startChildCoordinator(...)`)",
        "51:18 `parent` is the coordinator that started AlarmCoordinator, known only at run time: this `dismiss` is "
          + "not read (name the parent's class to have it read: `(parent as? HomeCoordinator)?.dismiss(...)`)",
        // Cast to a class, the parent is that class: the dismiss is Helm's (the method is called nowhere), and the
        // call on a `Shell` is that class's own method, with no note.
        "54:3 AlarmCoordinator.handOver is called nowhere in the app's code (no call, reference or selector names it), "
          + "so the navigation only it leads to is left out: dismiss at line 55:42",
      ])
  }

  @Test func testTypesOfOneNameInTwoModules() throws {
    let app = try DialectFixture.loadFolder("ALCoordinator/testTypesOfOneNameInTwoModules")
    // The packages `Feed` and `Profile` (`Packages/X/Sources/X/`) each declare `Route`, `RootView` and
    // `FlowCoordinator`: each coordinator reads its own module's types (before, the second module's were
    // dropped, and Profile's coordinator had Feed's routes). The coordinators go by their module's name
    // and their own, with `_` for the dot (a design's names are letters, digits and `_`).
    #expect(
      describe(app.graph) == [
        "MainTabs tabs start Feed_FlowCoordinator tabs Feed_FlowCoordinator,Profile_FlowCoordinator @40:1",
        "Feed_FlowCoordinator stack start list @26:1",
        "  list @5:8",
        "    push detail @28:38",
        "    present filter @29:31",
        "  detail @6:8",
        "  filter @7:8",
        "    dismiss @47:42",
        "Profile_FlowCoordinator stack start overview @27:1",
        "  overview @5:8",
        "    push edit @29:29",
        "    cover avatar @30:31",
        "  edit @6:8",
        "  avatar @7:8",
        "    finish @31:30",
      ])
    #expect(app.graph.home.map(\.name) == ["Feed_FlowCoordinator.list", "Profile_FlowCoordinator.overview"])
    #expect(app.inferredTriggers.isEmpty)
    // The design `extract` writes reads back with the same names.
    let written = DesignWriter.write(app.graph, format: .yaml)
    let reread = try DesignLoader.load(text: written, path: "design.yml").get()
    #expect(reread.coordinators.map(\.name) == app.graph.coordinators.map(\.name))
    #expect(reread.home.map(\.name) == app.graph.home.map(\.name))
    // `--entry` takes the name the output uses.
    let chosen = try DialectFixture.loadFolder(
      "ALCoordinator/testTypesOfOneNameInTwoModules", entry: "Profile_FlowCoordinator")
    #expect(chosen.graph.entry.name == "Profile_FlowCoordinator")
  }

  @Test func testCoordinatorsNestedInNamespaces() throws {
    let app = try load("testCoordinatorsNestedInNamespaces")
    // `enum Account { final class Coordinator: SUICoordinator.Coordinator<Route> }`: the library's class,
    // written with its module because the app declares a `Coordinator` of its own (before, no coordinator
    // was found). The coordinators are named with `_` for the dot.
    #expect(app.graph.entry.name == "Account_Coordinator")
    #expect(
      describe(app.graph) == [
        "Account_Coordinator stack start overview @26:3",
        "  overview @12:10",
        "    push security @28:35",
        "    present Help_Coordinator @29:31",
        "  security @13:10",
        "Help_Coordinator stack start topics @48:3",
        "  topics @43:10",
      ])
    // `SUICoordinator.Coordinator` names the library's class, not the app's `Account.Coordinator`: no app
    // type is the superclass of either.
    let path = packageRoot.appendingPathComponent(
      "Tests/CoordGraphTests/Fixtures/ALCoordinator/testCoordinatorsNestedInNamespaces.swift"
    ).path
    let types = AppTypes(index: SourceIndexer.index(files: [path]))
    #expect(types.lineage(of: "Help.Coordinator").map(\.name) == ["Help.Coordinator"])
  }

  @Test func testTypesDeclaredInTwoTargets() throws {
    let app = try DialectFixture.loadFolder("ALCoordinator/testTypesDeclaredInTwoTargets")
    // The app's and its widget's folders (two targets of one Xcode project, one module as read) both
    // declare `ContentView`: the first is read, and a note says where the other is (before: silently).
    #expect(
      describe(app.graph)[...2] == [
        "PebbleCoordinator stack start home @23:1", "  home @11:8", "    push detail @25:31",
      ])
    #expect(
      app.notes.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)" } == [
        "Widget.swift:4"
      ])
    #expect(app.notes.first?.message.contains("App/App.swift:28:1") == true)
  }

  @Test func testFoldersThatHoldSeveralApps() throws {
    let app = try DialectFixture.loadFolder("ALCoordinator/testFoldersThatHoldSeveralApps")
    // A folder of a repository with two apps (each with its `@main`) is read as one app: a note at the second
    // app's type says so, and how to read each on its own (before, only the entry note, and every screen of the
    // other app unreachable). The widget bundle's `@main` starts no app, nor does a second scene delegate of one
    // app (an external display's).
    let notes = app.notes.filter { $0.message.contains("starts another app") }
    #expect(
      notes.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)" } == [
        "TrailsApp.swift:4"
      ])
    #expect(notes.first?.message.contains("than AppDelegate at ") == true)
    #expect(notes.first?.message.contains("Huts/AppDelegate.swift:4:1") == true)
    // Each app's folder on its own gives no such note.
    for folder in ["Huts", "Trails"] {
      let one = try DialectFixture.loadFolder("ALCoordinator/testFoldersThatHoldSeveralApps/\(folder)")
      #expect(!one.notes.contains { $0.message.contains("starts another app") }, "\(folder)")
    }
  }

  @Test func testCompilationConditionsReadEveryClause() throws {
    let app = try load("testCompilationConditionsReadEveryClause", entry: "LabCoordinator")
    // Under `#if DEBUG` ... `#else`: every clause's cases, style arms, screens, methods and buttons are read,
    // as the declarations under `#if` were before (before, the arms under `#if` were not: `debugMenu` was
    // pushed, and its screen's `close()` fired from nowhere).
    #expect(
      describe(app.graph) == [
        "LabCoordinator stack start bench @38:1",
        "  bench @5:8",
        "    push sample @40:44",
        "    cover debugMenu @42:38",
        "    present feedback @44:37",
        "  sample @6:8",
        "  debugMenu @8:8",
        "    dismiss @46:35",
        "  feedback @10:8",
        "    dismiss @46:35",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testTypeAliasesNameTheirTypes() throws {
    let app = try load("testTypeAliasesNameTheirTypes", entry: "DeskCoordinator")
    // `typealias DeskFlow = Coordinator<DeskRoute>` as a superclass, `@EnvironmentObject var coordinator:
    // DeskNavigating` (and an alias of that alias), `Model` aliased in an extension of the view that
    // uses it, and a generic alias. Before, neither coordinator was found.
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start inbox @30:1",
        "  inbox @9:8",
        "    push ticket @32:35",
        "  ticket @10:8",
        "    present assign @33:31",
        "  assign @11:8",
        "    dismiss @34:35",
        // `final class ArchiveCoordinator: Flow<ArchiveRoute>`, with `typealias Flow<R> = Coordinator<R>`.
        "ArchiveCoordinator stack start shelf @75:1",
        "  shelf @67:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testPropertyObserversRunWhereThePropertyIsSet() throws {
    let app = try load("testPropertyObserversRunWhereThePropertyIsSet", entry: "VaultCoordinator")
    // A `didSet` of a screen's model, and a computed property's `set`, run on the screen that sets the
    // property (a text field's and a toggle's bindings). Before, their code was not read.
    #expect(
      describe(app.graph) == [
        "VaultCoordinator stack start locked @26:1",
        "  locked @5:8",
        "    push unlocked @28:31",
        "  unlocked @6:8",
        "    present settings @29:37",
        "  settings @7:8",
        "    dismiss @30:35",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testObserversOfACoordinatorsOwnProperty() throws {
    let app = try load("testObserversOfACoordinatorsOwnProperty", entry: "GateCoordinator")
    // `session = .signedIn(...)` and `self.session = .signedOut`, in methods the login's and the home's screens call,
    // run `session`'s `didSet`, whose `render()` replaces the stack: from those two routes, not from `profile`, whose
    // screen sets nothing. (Each assignment runs every arm of `render()`'s `switch session`: the value set is not
    // followed into it.) Before, nothing was read as setting the property: every replace was inferred on every route.
    #expect(
      describe(app.graph) == [
        "GateCoordinator stack start login @25:1",
        "  login @5:8",
        "    replace login @36:29",
        "    replace home @37:28",
        "  home @6:8",
        "    replace login @36:29",
        "    replace home @37:28",
        "    push profile @43:31",
        "  profile @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testObserversRunWhereBindingsAndCodeSetTheProperty() throws {
    let app = try load("testObserversRunWhereBindingsAndCodeSetTheProperty", entry: "FinderCoordinator")
    // `SearchModel.query`'s `didSet` presents help. The search screen's text field sets it through its binding (the
    // model is the screen's: its code runs there), and the coordinator's `askAgain()`, which the results screen calls,
    // sets it in code: help is presented from both. Before, the assignment was read as setting nothing, and help came
    // only from the search screen.
    #expect(
      describe(app.graph) == [
        "FinderCoordinator stack start search @25:1",
        "  search @5:8",
        "    push results @33:36",
        "    present help @34:33",
        "  results @6:8",
        "    present help @34:33",
        "  help @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testProtocolCompositionsStandForTheirConformers() throws {
    let app = try load("testProtocolCompositionsStandForTheirConformers", entry: "BirdsCoordinator")
    // `weak var navigation: BirdListNavigation?` (`typealias BirdListNavigation = ShowsBird & ShowsFilters`),
    // `(any ShowsFilters & ClosesFilters)?` and `(ClosesFilters & ShowsFilters)?` stand for the types that
    // conform to every part: BirdsCoordinator, which conforms to the parts one by one. NestsCoordinator
    // shows birds but no filters, so the list's `showBird` is not its; its own `showBird`, which nothing
    // calls on it, is inferred. Before, every call through a composition was inferred on every route.
    #expect(
      describe(app.graph) == [
        "BirdsCoordinator stack start list @31:1",
        "  list @5:8",
        "    push detail @36:42",
        "    present filters @37:31",
        "  detail @6:8",
        "    present filters @37:31",
        "  filters @7:8",
        "    dismiss @38:32",
        // NestsCoordinator shares the route enum but shows only `filters`: the other cases are
        // BirdsCoordinator's.
        "NestsCoordinator stack start filters @42:1",
        "  filters @7:8",
        "    pop inferred @44:42",
      ])
    #expect(app.inferredTriggers.map(\.coordinator) == ["NestsCoordinator"])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testGenericParametersStandForTheirConstraints() throws {
    let app = try load("testGenericParametersStandForTheirConstraints")
    // `struct Links<Navigator: PondNavigating>` holds `let navigator: Navigator`, and `struct FrogLink<N>:
    // View where N: PondNavigating` holds `let navigator: N`: each stands for the protocol it is
    // constrained to, so their buttons fire from the pond, whose view builds them. A model that inherits
    // its coordinator from an app base class (`class BaseModel { weak var coordinator }`) reads it too.
    // Before, both links were inferred on every route.
    #expect(
      describe(app.graph) == [
        "PondCoordinator stack start pond @39:1",
        "  pond @11:8",
        "    push fish @41:33",
        "    push frog @42:33",
        "    present settings @43:37",
        "  fish @12:8",
        "  frog @13:8",
        "  settings @14:8",
        "    dismiss @44:35",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testBaseClassesGenericOverTheirCoordinator() throws {
    let app = try load("testBaseClassesGenericOverTheirCoordinator")
    // `class BaseModel<Navigator: AnyObject> { weak var coordinator: Navigator? }` is subclassed as
    // `BaseModel<MailNavigating>`, `BaseModel<MailCoordinator>` and, through `class ListModel<N>:
    // BaseModel<N>`, `ListModel<MailNavigating>`: each model's `coordinator` is the type its subclass
    // passes, so each button fires from its own screen. Before, all three actions were inferred on every route.
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start inbox @40:1",
        "  inbox @11:8",
        "    push message @42:36",
        "  message @12:8",
        "    present compose @43:32",
        "  compose @13:8",
        "    cover sent @44:29",
        "  sent @14:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCoordinatorsResolvedByADependencyContainer() throws {
    let app = try load("testCoordinatorsResolvedByADependencyContainer")
    // `Assembler.shared.resolver.resolve(HomeCoordinator.self)!` in the App is the entry, and
    // `navigate(to: resolver.resolve(ProfileCoordinator.self)!, ...)` presents ProfileCoordinator: a container's
    // `resolve(T.self)` gives a `T` (before, the first found no entry and the second was lost).
    #expect(app.graph.entry.name == "HomeCoordinator")
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @17:1",
        "  home @12:8",
        "    present ProfileCoordinator @26:11",
        "    cover SettingsCoordinator @31:11",
        "ProfileCoordinator stack start profile @48:1",
        "  profile @44:8",
        "SettingsCoordinator stack start profile @51:1",
        "  profile @44:8",
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

  @Test func testCoordinatorsHeldByALibraryType() throws {
    let app = try load("testCoordinatorsHeldByALibraryType", entry: "ShopCoordinator")
    // A base view controller holds its coordinator by the library's protocol, `weak var coordinator: Coordinator?`,
    // and asks it to `finishFlow`: no type says which coordinator that is, and the one that shows the screen gives it
    // itself (`terms.coordinator = coordinator`), so the finish is `ShopCoordinator`'s, from `terms`. Before, the call
    // was left out and `terms` was a dead end.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start list @26:1",
        "  list @5:8",
        "    cover terms @28:29",
        "  terms @6:8",
        "    finish @38:43",
        "CartCoordinator stack start list @31:1",
        "  list @5:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCoordinatorsInTheEnvironmentByALibraryType() throws {
    let app = try load("testCoordinatorsInTheEnvironmentByALibraryType", entry: "ForecastCoordinator")
    // The app's environment key holds `(any CoordinatorType)?`; the welcome cover's view calls `coordinator?.close()`
    // on it: the close of the coordinator that shows the view, a dismiss of the cover.
    #expect(
      describe(app.graph) == [
        "ForecastCoordinator stack start week @23:1",
        "  week @5:8",
        "    cover welcome @25:36",
        "  welcome @6:8",
        "    dismiss @38:49",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testAViewSharedByCoordinatorsCallsTheOneShowingIt() throws {
    let app = try load("testAViewSharedByCoordinatorsCallsTheOneShowingIt", entry: "ShipsCoordinator")
    // `DockedView`, the screen of `ShipsCoordinator.ship` and of `CargoCoordinator.crate`, calls
    // `(coordinator as? ManifestRouting)?.showManifest()` on the coordinator it reads from the library's environment:
    // the one that shows it. So each coordinator's `showManifest()` fires from its own route only, and
    // `ShipsCoordinator.showCargo()` from `ship` only. Before, both protocol conformers' navigations fired from both
    // routes (a Cargo route from a Ships screen).
    #expect(
      describe(app.graph) == [
        "ShipsCoordinator stack start ship @27:1",
        "  ship @9:8",
        "    present manifest @29:37",
        "    present CargoCoordinator @30:34",
        "  manifest @10:8",
        "CargoCoordinator stack start crate @52:1",
        "  crate @34:8",
        "    cover manifest @54:37",
        "  manifest @35:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCoordinatorsInTheLibrarysEnvironment() throws {
    let app = try load("testCoordinatorsInTheLibrarysEnvironment", entry: "StudyCoordinator")
    // No key of the app's: `\.coordinator` is the library's own, an `AnyCoordinatorType?`. The card's `close()` and
    // the results' `finishFlow()` act on the coordinator that shows each view. Before, the key's type was unknown and
    // both were left out: the card was a dead end.
    #expect(
      describe(app.graph) == [
        "StudyCoordinator stack start deck @26:1",
        "  deck @5:8",
        "    cover card @28:43",
        "    present results @29:36",
        "  card @6:8",
        "    dismiss @44:50",
        "  results @7:8",
        "    finish @51:50",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testChildCoordinatorsKeptInADictionary() throws {
    let app = try load("testChildCoordinatorsKeptInADictionary", entry: "LobbyCoordinator")
    // The lobby keeps its children in a dictionary it declares with them, and navigates to `flows[.booking]` and
    // `self.flows[.loyalty]`: each child, shown as its initialiser says (full screen: a cover; a page sheet: a
    // present). Before, the subscript's key was not kept: both calls were left out with a note, and both children were
    // never started.
    #expect(
      describe(app.graph) == [
        "LobbyCoordinator stack start lobby @24:1",
        "  lobby @10:8",
        "    cover BookingCoordinator @36:12",
        "    present LoyaltyCoordinator @40:49",
        "BookingCoordinator stack start dates @56:1",
        "  dates @51:8",
        "LoyaltyCoordinator stack start points @66:1",
        "  points @61:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(app.notes.isEmpty)
  }

  @Test func testCallsThroughAProtocolThatSeveralCoordinatorsAdopt() throws {
    let app = try load("testCallsThroughAProtocolThatSeveralCoordinatorsAdopt", entry: "NewsCoordinator")
    // `PageViewController` holds a `PageRouting`, which both coordinators adopt; each route builds it with its own
    // coordinator (`owner`, of the case's type). Its calls run the method of the coordinator its route gave it: the
    // page's close dismisses in NewsCoordinator and pops in HelpCoordinator. Before, each route took both (a false
    // `nothing-to-dismiss` on the article), and NewsCoordinator's page took HelpCoordinator's present of `contact`.
    // NewsCoordinator's `follow(_:)` dismisses first: its push of `story` runs on the headlines the page was
    // presented from, not on HelpCoordinator's article, which holds no NewsCoordinator.
    #expect(
      describe(app.graph) == [
        "NewsCoordinator stack start headlines @43:1",
        "  headlines @25:8",
        "    present page @45:28",
        "    push story @46:29",
        "  story @26:8",
        "  page @27:8",
        "    dismiss @50:29",
        "    dismiss @52:12",
        "HelpCoordinator stack start topics @76:1",
        "  topics @58:8",
        "    push article @78:41",
        "  article @59:8",
        "    pop @82:29",
        "    present contact @83:37",
        "  contact @60:8",
      ])
    // `linkTapped(_:)` receives a URL and nothing calls it: a method of a screen's, no handler of links, and so is no
    // `follow(_:)` that it calls.
    #expect(app.graph.deepLinks.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testAModelsRouterGivenByTheNavigationThatShowsIt() throws {
    let app = try load("testAModelsRouterGivenByTheNavigationThatShowsIt", entry: "CatalogCoordinator")
    // Each coordinator's navigation builds the page's `ItemModel` with itself as the `any ItemRouting` it keeps (an
    // `@ObservationIgnored` property keeps what it is given): the model's close dismisses the catalogue's sheet and
    // pops the orders' page. Before, each route took both.
    #expect(
      describe(app.graph) == [
        "CatalogCoordinator stack start shelves @46:1",
        "  shelves @30:8",
        "  item @31:8",
        "    dismiss @53:41",
        "OrdersCoordinator stack start list @70:1",
        "  list @57:8",
        "  item @58:8",
        "    pop @77:41",
      ])
  }

  @Test func testCallsThroughAGenericViewsRouter() throws {
    let app = try load("testCallsThroughAGenericViewsRouter", entry: "CatalogCoordinator")
    // `ItemPage<Router: ItemRouting>` holds a `Router`, a generic parameter constrained to a protocol both coordinators
    // adopt; each navigation builds it with its own coordinator: the page's close runs that one's.
    #expect(
      describe(app.graph) == [
        "CatalogCoordinator stack start shelves @34:1",
        "  shelves @18:8",
        "  item @19:8",
        "    dismiss @41:41",
        "OrdersCoordinator stack start list @58:1",
        "  list @45:8",
        "  item @46:8",
        "    pop @65:41",
      ])
  }

  @Test func testAProtocolRouterAssignedInTheRoutesArm() throws {
    let app = try load("testAProtocolRouterAssignedInTheRoutesArm", entry: "NewsCoordinator")
    // As `testCallsThroughAProtocolThatSeveralCoordinatorsAdopt`, but each arm of `view()` sets the page's `router`
    // after building it (`page.router = owner`): the value the arm of the route's own case assigns is the one held.
    #expect(
      describe(app.graph) == [
        "NewsCoordinator stack start headlines @39:1",
        "  headlines @18:8",
        "    present page @41:28",
        "    push story @42:29",
        "  story @19:8",
        "  page @20:8",
        "    dismiss @46:29",
        "    dismiss @48:12",
        "HelpCoordinator stack start topics @75:1",
        "  topics @54:8",
        "    push article @77:41",
        "  article @55:8",
        "    pop @81:29",
        "    present contact @82:37",
        "  contact @56:8",
      ])
  }

  @Test func testARouterGivenToAViewModelBuiltInALocal() throws {
    let app = try load("testARouterGivenToAViewModelBuiltInALocal", entry: "SightingsCoordinator")
    // Each coordinator builds the bird's view model in a local (`let viewModel = BirdViewModel(router: self)`) and then
    // gives it to its route's case: the model's close runs that coordinator's. Before, a value built in a local was not
    // read as the route's, and each route took both closes.
    #expect(
      describe(app.graph) == [
        "SightingsCoordinator stack start list @36:1",
        "  list @20:8",
        "  bird @21:8",
        "    dismiss @44:29",
        "GuideCoordinator stack start index @61:1",
        "  index @48:8",
        "  bird @49:8",
        "    pop @69:29",
      ])
  }
}
