import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// The entry coordinator, `home`, and the notes of what is left out or cannot be read.
extension ALCoordinatorDialectTests {
  @Test func testChildCoordinatorsPassedToTheAppsHelpers() throws {
    let app = try load("testChildCoordinatorsPassedToTheAppsHelpers", entry: "AtelierCoordinator")
    // `func open(_ child: AnyCoordinatorType) { navigate(to: child, presentationStyle: .sheet) }` and `func
    // start<Child: CoordinatorType>(child: Child)`: each coordinator a caller passes (a construction, a property that
    // holds one, through `openFromMenu`, which passes its own parameter on) is an action of the helper's call, with
    // its style, firing where that caller's call is made: Ink and Paint from the atelier's buttons, Lamp and Kiln from
    // the studio's. Before, the navigation was left out with a note where it is written.
    #expect(
      describe(app.graph) == [
        "AtelierCoordinator stack start atelier @16:1",
        "  atelier @5:8",
        "    present InkCoordinator @23:11",
        "    present PaintCoordinator @23:11",
        "    push studio @34:31",
        "  studio @6:8",
        "    present LampCoordinator @23:11",
        "    cover KilnCoordinator @27:11",
        "InkCoordinator stack start pot @45:1",
        "  pot @40:8",
        "LampCoordinator stack start bulb @55:1",
        "  bulb @50:8",
        "PaintCoordinator stack start tube @65:1",
        "  tube @60:8",
        "KilnCoordinator stack start fire @75:1",
        "  fire @70:8",
        "GardenCoordinator stack start beds @115:1",
        "  beds @110:8",
        "    present InkCoordinator @105:11",
        "PondCoordinator stack start lilies @126:1",
        "  lilies @121:8",
      ])
    // A helper of a base class that two coordinators derive from (`FlowCoordinator.present(child:)`), called by one
    // (GardenCoordinator's `seeds()`): the child is that one's; the other gets no note for it.
    #expect(app.inferredTriggers.isEmpty)
    // A caller whose value the reading cannot tell (a factory of a type outside the files read) gets a note of its own;
    // a helper that no call the reading can tell runs (`replay`) gets one where its navigation is written.
    #expect(
      DialectFixture.describe(app.notes) == [
        "35:30 what this call passes to `open`, `factory.make()`, is neither a coordinator nor a route the reading "
          + "can tell: the `navigate` at 23:11 is not read for it",
        "36:58 `child` is a parameter of type AnyCoordinatorType, and no call of `replay` that the reading can tell "
          + "passes it a value: this `navigate` is not read",
      ])
  }

  @Test func testNotesForMissingRouteTypesAndASecondEntry() throws {
    let app = try load("testNotesForMissingRouteTypesAndASecondEntry")
    #expect(app.graph.entry.name == "MainCoordinator")
    #expect(
      DialectFixture.describe(app.notes) == [
        "15:1 PaymentsCoordinator's route type PaymentsRoute is declared in none of the files read, so its routes "
          + "are unknown (is its file excluded, or in a module outside the folder read?)",
        "19:1 ShellTabs's page type ShellPage is declared in none of the files read, so its tabs are unknown "
          + "(is its file excluded, or in a module outside the folder read?)",
        "31:9 the app also holds or creates PaymentsCoordinator here; the entry is taken to be MainCoordinator, "
          + "the first found (\(app.graph.entry.location)); if the app starts with another, name it with --entry TYPE",
      ])
    // Naming the entry leaves only the notes about what is missing.
    #expect(try load("testNotesForMissingRouteTypesAndASecondEntry", entry: "MainCoordinator").notes.count == 2)
  }

  @Test func testCoordinatorsPresentedOverTheMainAreNoEntry() throws {
    let app = try load("testCoordinatorsPresentedOverTheMainAreNoEntry")
    // `WelcomeCoordinator().forcePresentation(presentationStyle:mainCoordinator: hall)`, and the same through a local,
    // present over the hall at launch: no note says the app may start with them. Before, each had one.
    #expect(app.graph.entry.name == "HallCoordinator")
    #expect(DialectFixture.describe(app.notes) == [])
  }

  @Test func withoutAnAppDelegateTheEntryMustBeNamed() throws {
    #expect(throws: SwiftAppError.self) { try load("testMacroCoordinatorWithUnresolvedTrigger") }
    do {
      _ = try load("testMacroCoordinatorWithUnresolvedTrigger")
    } catch let error as SwiftAppError {
      #expect(error.message.contains("--entry"))
    }
    do {
      _ = try load("testMacroCoordinatorWithUnresolvedTrigger", entry: "Ghost")
    } catch let error as SwiftAppError {
      #expect(error.message.contains("NotesCoordinator"))
    }
  }

  @Test func testLaunchScreensAreHome() throws {
    let app = try load("testLaunchScreensAreHome")
    // `start` shows the splash and, at once, covers it with the consent screen or the tab bar: the
    // screens the app settles on. The about sheet, opened by a tap on the splash, is not one.
    #expect(
      app.graph.home.map { "\($0.name) @\($0.location.line):\($0.location.column ?? 0)" } == [
        "BerthsCoordinator.map @55:12",
        "BoatsCoordinator.list @55:12",
        "LaunchCoordinator.consent @43:14",
      ])
    let rules = Set(NavigationCheck.run(app.graph).findings.map(\.rule))
    #expect(!rules.contains("no-way-back"))
    var withoutHome = app.graph
    withoutHome.home = []
    #expect(Set(NavigationCheck.run(withoutHome).findings.map(\.rule)).contains("no-way-back"))
  }

  @Test func testScreensShownAtLaunchAndAfterAFinishAreHome() throws {
    let app = try load("testScreensShownAtLaunchAndAfterAFinishAreHome")
    // `start` covers the splash with the home when signed in, else with the login, whose finish's completion shows the
    // home: `showHome()` runs at launch and after the login is gone. Before, placing it again after the finish lost
    // that it also runs at launch: the home's feed was no home screen, and `check` reported two false `no-way-back`.
    #expect(app.graph.home.map(\.name) == ["HomeCoordinator.feed", "LoginCoordinator.form"])
    #expect(NavigationCheck.run(app.graph).findings.isEmpty)
  }

  @Test func testTabBarRootsAreHome() throws {
    let app = try load("testTabBarRootsAreHome")
    // The README's setup: the splash (started in `init`) is covered in `start` by the welcome flow, which
    // covers itself with the tab bar. The tabs' root screens are where the app settles, as the welcome
    // screen is: nothing after the welcome flow is a `no-way-back`.
    #expect(
      app.graph.home.map { "\($0.name) @\($0.location.line):\($0.location.column ?? 0)" } == [
        "MeCoordinator.profile @70:1",
        "NewsCoordinator.list @70:1",
        "WelcomeCoordinator.hello @26:12",
      ])
    #expect(!NavigationCheck.run(app.graph).findings.contains { $0.rule == "no-way-back" })
    var withoutTabs = app.graph
    withoutTabs.home.removeAll { $0.name != "WelcomeCoordinator.hello" }
    #expect(NavigationCheck.run(withoutTabs).findings.contains { $0.rule == "no-way-back" })
  }

  @Test func testTabViewsOfCoordinatorsInTheApp() throws {
    let app = try load("testTabViewsOfCoordinatorsInTheApp")
    // `TabView { home.getView().tabItem { ... }; search.getView().tabItem { ... } }` in the `@main` App:
    // the app starts with a tab bar of those coordinators, named after the App (before, the entry was
    // HomeCoordinator, with a note, and SearchCoordinator was never started).
    #expect(app.graph.entry.name == "VoleApp")
    #expect(
      describe(app.graph).filter { !$0.hasPrefix(" ") } == [
        "HomeCoordinator stack start feed @34:1",
        "SearchCoordinator stack start query @57:1",
        "VoleApp tabs start HomeCoordinator tabs HomeCoordinator,SearchCoordinator @4:1",
      ])
    #expect(app.notes.isEmpty)
    // Named with --entry, the app starts with that coordinator alone.
    let chosen = try load("testTabViewsOfCoordinatorsInTheApp", entry: "HomeCoordinator")
    #expect(chosen.graph.coordinators.map(\.name) == ["HomeCoordinator", "SearchCoordinator"])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testFilesThatDoNotParseAreReadAsFarAsTheyParse() throws {
    let app = try load("testFilesThatDoNotParseAreReadAsFarAsTheyParse", entry: "DraftCoordinator")
    // `Button("Preview" { ... }` lacks a parenthesis: SwiftParser recovers, and the editor's action is
    // still read; a note at the first error says why something near it could be missing.
    #expect(
      describe(app.graph) == [
        "DraftCoordinator stack start drafts @25:1",
        "  drafts @5:8",
        "    push editor @27:29",
        "  editor @6:8",
        "    present preview @28:32",
        "  preview @7:8",
        "    dismiss @46:67",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "40:21 syntax error: expected ')' in function call; this file is read as far as it parses, so navigation "
          + "written near the error may be missing"
      ])
    // A file that parses cleanly gets no such note (the other fixtures assert their notes too).
    #expect(try load("testCloseDismissesWhatItPresentsAndPopsWhatItPushes", entry: "NotesCoordinator").notes.isEmpty)
  }

  @Test func testLongRunsOfBracketsAreReadInLinearTime() throws {
    let app = try load("testLongRunsOfBracketsAreReadInLinearTime", entry: "GridCoordinator")
    // `[[[[...1...]]]]` and `[[[[...Int...]]]]`, 18 `[` in a row: SwiftParser (603.0.1) looks ahead at each `[` for an
    // InlineArray type and then for a collection type, recursing into the next `[` both times, so such a run costs
    // about 2^18 steps, and 2^30 hung the tool. All but the first 12 are read as parentheses, with a note; the file's
    // navigation, written after both, is read (before, the same graph, no note, and time that doubles per `[`).
    #expect(
      describe(app.graph) == [
        "GridCoordinator stack start grid @25:1",
        "  grid @5:8",
        "    push cell @27:33",
        "  cell @6:8",
        "    present about @28:34",
        "  about @7:8",
        "    dismiss @53:43",
      ])
    let note =
      "18 '[' in a row (an array or type nested 18 deep): the Swift parser takes time that doubles with each, so all "
      + "but the first 12 are read as parentheses; what they hold is still read"
    #expect(DialectFixture.describe(app.notes) == ["33:14 " + note, "37:14 " + note])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testEntryCoordinatorsHeldByTheRootView() throws {
    let app = try load("testEntryCoordinatorsHeldByTheRootView")
    // The App holds no coordinator; the view its `WindowGroup` shows does (`@StateObject private var
    // coordinator = MarketCoordinator()`): that is the entry, with no note. The HelpCoordinator that the
    // market presents is no candidate: the search stops at the first level that holds one. Before, no
    // entry was found without `--entry`.
    #expect(app.graph.entry.name == "MarketCoordinator")
    #expect(app.graph.entry.location.line == 13)
    #expect(app.notes.isEmpty)
  }

  @Test func testEntryCoordinatorsHeldByTheHostedView() throws {
    let app = try load("testEntryCoordinatorsHeldByTheHostedView")
    // A UIKit SceneDelegate hosts a SwiftUI view (`UIHostingController(rootView: ContentView())`) that holds
    // the coordinator: that is the entry.
    #expect(app.graph.entry.name == "MarketCoordinator")
    #expect(app.graph.entry.location.line == 17)
    #expect(app.notes.isEmpty)
  }

  @Test func testEntryCoordinatorsReachedThroughASharedInstance() throws {
    let app = try load("testEntryCoordinatorsReachedThroughASharedInstance")
    // `WindowGroup { ListCoordinator.shared.getView() }`: the app shows a coordinator it keeps as a static
    // shared instance. Before, no entry was found (the app type holds and creates none). The other shared
    // coordinator, which the app does not reach, is no candidate.
    #expect(app.graph.entry.name == "ListCoordinator")
    #expect(app.graph.entry.location.line == 8)
    #expect(app.notes.isEmpty)
  }

  @Test func testEntryHeldByAnObjectTheAppHolds() throws {
    let app = try load("testEntryHeldByAnObjectTheAppHolds")
    // `@StateObject var container = AppContainer()`, whose `lazy var root: LibraryCoordinator` the app shows:
    // the objects the app type holds are searched as the views it shows are. Before, no entry was found.
    // `StatsCoordinator`, which nothing holds, is no candidate.
    #expect(app.graph.entry.name == "LibraryCoordinator")
    #expect(app.graph.entry.location.line == 15)
    #expect(app.notes.isEmpty)
  }

  @Test func testOverloadsToldApartByParameterTypes() throws {
    let app = try load("testOverloadsToldApartByParameterTypes")
    // `handle(_ event: HomeViewModel.Event)` and `handle(_ url: URL)` share their labels: they are told apart
    // by what the calls pass (`handle(url)` with `url: URL` in the app delegate, `handle(.settingsTapped)`, an
    // event's case; `handle(event)`, of a closure's value, by the parameter's name). Before, they were one
    // method: the links were the event's cases, each running every URL step, and the URL handler's steps
    // fired from `home`.
    #expect(
      describe(app.graph)[...10] == [
        "RootCoordinator stack start home @52:1",
        "  home @24:8",
        "    cover onboarding @60:14",
        "    present search @67:14",
        "    push result @69:14",
        "    present SettingsCoordinator @71:14",
        "    push result @88:20",  // in the completion of the search sheet's dismiss: from where it was presented
        "  search @25:8",
        "    dismiss @87:12",
        "    dismiss @118:39",
        "  result @26:8",
      ])
    #expect(describe(app.graph)[11] == "    present SettingsCoordinator @71:14")  // `handle(.settingsTapped)`
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "/result -> RootCoordinator.result: popToRoot in RootCoordinator, push result in RootCoordinator",
        "/search -> RootCoordinator.search: present search in RootCoordinator",
        "/find -> RootCoordinator.search: present search in RootCoordinator",
      ])
  }

  @Test func testOverloadsOfAnAliasedParameterType() throws {
    let app = try load("testOverloadsOfAnAliasedParameterType", entry: "ShopCoordinator")
    // `open(_ page: Page)` and `open(_ url: URL)` share their labels; the screen passes a `ShopPage`, of which `Page` is
    // an alias: the call runs `open(_ page:)` only, though the names differ (told apart by name alone, the call would
    // fit neither overload and run both: the web page pushed from `home` too).
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start home @26:1",
        "  home @12:8",
        "    push page @28:36",
        "  page @13:8",
        "  web @14:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testManyOverloadsOfOneName() throws {
    let app = try load("testManyOverloadsOfOneName", entry: "ShopCoordinator")
    // Ten overloads of `open(_:)` (past the few compared pair by pair, and named once when the types are merged): a
    // `Coupon` built in the call runs `open(_ coupon:)` alone, and `.help` runs the arm of `open(_ tab: ShopTab)` for
    // it alone (the overload's selector is read once for all its calls). A value of no type the reading knows
    // (`Recommendations.pick()`) may be any of them: each overload, and each arm, fires from `help`.
    #expect(
      describe(app.graph)[...15] == [
        "ShopCoordinator stack start home @35:1",
        "  home @20:8",
        "    push coupon @41:40",
        "    push help @49:24",
        "  help @21:8",
        "    push sale @37:36",
        "    push news @38:36",
        "    push basket @39:40",
        "    push gift @40:36",
        "    push coupon @41:40",
        "    push review @42:40",
        "    push store @43:38",
        "    push brand @44:38",
        "    push order @45:38",
        "    push deals @48:25",
        "    push help @49:24",
      ])
  }

  @Test func testOverloadsPickedByAValuesName() throws {
    let app = try load("testOverloadsPickedByAValuesName", entry: "FarmCoordinator")
    // `handle(event)` passes a local named as `handle(_ event: FarmEvent)`'s parameter, not `handle(_ note: String)`'s,
    // whose lack of a selector therefore does not matter: the local's `.barn` picks the barn arm alone (read as any
    // value, both arms fired from the yard). `handle(_ note:)`, called nowhere, is inferred.
    #expect(
      describe(app.graph)[...2] == [
        "FarmCoordinator stack start yard @25:1",
        "  yard @10:8",
        "    push barn @30:24",
      ])
    #expect(describe(app.graph)[3] == "    push notes inferred @35:40")
  }

  @Test func testCoordinatorsGivenByFactory() throws {
    let app = try load("testCoordinatorsGivenByFactory")
    // Factory's registrations (`extension Container { var homeCoordinator: Factory<HomeCoordinator> { ... } }`,
    // and a `ParameterFactory` of the app's own `SharedContainer`): calling one gives its product, so
    // `Container.shared.homeCoordinator()` in the App is the entry and `FlowContainer.shared.profile(7)` is
    // covered; `@Injected(\.homeCoordinator) var coordinator` is that coordinator, so the view's buttons fire
    // from `home`. Before, no entry was found (exit 2), and with `--entry` the children were lost and `about`
    // was inferred on every route.
    #expect(app.graph.entry.name == "HomeCoordinator")
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @43:1",
        "  home @31:8",
        "    push about @45:30",
        "    present SettingsCoordinator @48:11",
        "    cover ProfileCoordinator @51:11",
        "  about @32:8",
        "SettingsCoordinator stack start first @61:1",
        "  first @56:8",
        "ProfileCoordinator stack start first @65:1",
        "  first @56:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
