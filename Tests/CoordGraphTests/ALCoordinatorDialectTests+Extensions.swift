import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Extensions of the app's and the library's types, protocol extensions, the library re-exported by a module of the app,
/// and the code in the folder read that is not the app (its tests, the library's own sources).
extension ALCoordinatorDialectTests {
  @Test func testProtocolExtensionMethodsRunOnConformers() throws {
    let app = try load("testProtocolExtensionMethodsRunOnConformers", entry: "StoreCoordinator")
    // AislesModel calls `openProduct(_:)` and `openHelp()`, which only `extension StoreNavigating` declares:
    // they run the extension's methods (before, nothing led to the coordinator's methods, and their
    // actions were inferred on every route). ProductModel implements `openHelp()` itself: its own runs.
    #expect(
      describe(app.graph) == [
        "StoreCoordinator stack start aisles @27:1",
        "  aisles @5:8",
        "    push product @29:45",
        "    present help @30:33",
        "  product @6:8",
        "    present about @31:34",
        "  help @7:8",
        "  about @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLibraryExtensionsRunWhereTheyAreCalled() throws {
    let app = try load("testLibraryExtensionsRunWhereTheyAreCalled", entry: "LetterCoordinator")
    // `extension View { func composeButton(_:) ... }` is the app's code: chained on InboxView's `List`, it
    // fires from inbox, and the router call written in `closeButton(_:)` fires from compose (before, an
    // extension of a type the app does not declare was not read: compose was inferred on every route,
    // and the dismiss was not read at all). InboxModel declares no `openDrafts(_:)`: the one of `extension
    // ObservableObject` runs. OutboxView calls its own `outboxButton(_:)`, not the extension's: push outbox
    // fires from inbox only.
    #expect(
      describe(app.graph) == [
        "LetterCoordinator stack start inbox @28:1",
        "  inbox @5:8",
        "    cover compose @30:32",
        "    push outbox @31:31",
        "    push drafts @32:31",
        "  compose @6:8",
        "    dismiss @47:65",
        "  outbox @7:8",
        "  drafts @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testExtensionsOfTheLibrarysCoordinators() throws {
    let app = try load("testExtensionsOfTheLibrarysCoordinators", entry: "ParkCoordinator")
    // `extension Coordinator { func backToStart(); func closeSheet() }` runs in the coordinator it is
    // called on: the trail's button pops the park to its root, and the ranger's and the permit's close
    // their own sheets. CampCoordinator, whose screens never call `backToStart`, does not pop. So does
    // `extension CoordinatorType` (the protocol the library's `Coordinator` conforms to): the sites'
    // incident button finishes the camp flow, and the park, which never calls it, does not finish.
    // Before, the extensions' actions were left out.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start map @26:1",
        "  map @5:8",
        "    push trail @28:43",
        "    present ranger @29:35",
        "    present CampCoordinator @30:33",
        "  trail @6:8",
        "    popToRoot @60:43",
        "  ranger @7:8",
        "    dismiss @61:42",
        "CampCoordinator stack start sites @53:1",
        "  sites @34:8",
        "    present permit @55:34",
        "    finish @100:39",
        "  permit @35:8",
        "    dismiss @61:42",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testExtensionsOfTheOlderModulesBaseCoordinator() throws {
    let app = try load("testExtensionsOfTheOlderModulesBaseCoordinator")
    // UIKCoordinator's `NavigationCoordinator` derives from the library's `BaseCoordinator`: the app's
    // `extension BaseCoordinator { func close() { router.dismiss() } }` runs where the loans and settings
    // screens call `coordinator?.close()`. (The catalog's footer, a child view controller, opens the
    // settings; the book's alert action shows the loans.)
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start catalog @43:1",
        "  catalog @20:8",
        "    push book @45:37",
        "    present loans @46:29",
        "    cover settings @47:32",
        "  book @21:8",
        "    present loans @46:29",
        "  loans @22:8",
        "    dismiss @51:25",
        "  settings @23:8",
        "    dismiss @51:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testExtensionsReachCoordinatorsNamedThroughAliases() throws {
    let app = try load("testExtensionsReachCoordinatorsNamedThroughAliases", entry: "ShopCoordinator")
    // `final class ShopCoordinator: ShopFlow`, with `typealias ShopFlow = Coordinator<ShopRoute>`, inherits
    // `extension Coordinator`'s methods as one that names `Coordinator<ShopRoute>` does: the item's button
    // pops to the catalog and the basket's closes its sheet. Before, the alias hid the library's class and
    // both actions were left out.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @29:1",
        "  catalog @5:8",
        "    push item @31:33",
        "    present basket @32:35",
        "  item @6:8",
        "    popToRoot @36:45",
        "  basket @7:8",
        "    dismiss @37:42",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testLibraryReExportedByAModuleOfTheApp() throws {
    let app = try DialectFixture.loadFolder(
      "ALCoordinator/testLibraryReExportedByAModuleOfTheApp", entry: "GardenCoordinator")
    // `@_exported import UIKCoordinator` in the app's CoreNavigation module, which the features import: the
    // library is recognised (before: "no supported coordinator library"), and the UIKit module's default
    // applies to a child coordinator shown without a style (a cover, not the SwiftUI module's sheet).
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @17:1",
        "  beds @4:8",
        "    push bed @22:36",
        "    cover ShedCoordinator @23:28",
        "  bed @5:8",
        "ShedCoordinator stack start tools @32:1",
        "  tools @27:8",
        "    dismiss @47:38",
      ])
  }

  @Test func testTestTargetsAreNoAppCode() throws {
    let app = try DialectFixture.loadFolder("ALCoordinator/testTestTargetsAreNoAppCode")
    // The test target's files (they import XCTest, Testing, or Quick and Nimble, or the app's module `@testable`, as a
    // generated mock's file does) are left out: their spy, stub and mock subclasses of the coordinator are no
    // coordinators of the app (each was one, never started, its start never shown), and the `jumpToCart()` an extension
    // there adds is no action (it pushed the cart, inferred, from every route).
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start list @24:1",
        "  list @11:8",
        "    push detail @26:31",
        "  detail @12:8",
        "    push cart @27:29",
        "  cart @13:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    // A folder of test code alone is no app, and the error says so.
    let tests = packageRoot.appendingPathComponent(
      "Tests/CoordGraphTests/Fixtures/ALCoordinator/testTestTargetsAreNoAppCode/ShopTests"
    ).path
    guard case .failure(let error) = SwiftAppLoader.load(files: SwiftFileFinder().files(in: [tests]), source: tests)
    else {
      Issue.record("test code alone was read as an app")
      return
    }
    #expect(error.message.hasPrefix("no app code found"))
  }

  @Test func testLibrarySourcesInTheFolderRead() throws {
    let app = try DialectFixture.loadFolder("ALCoordinator/testLibrarySourcesInTheFolderRead")
    // A checkout of the library's own sources (`Vendor/UIKCoordinator/Sources/UIKCoordinator/`) is the library, not the
    // app: `finishFlow(animated:)` and `restartApp()` are its actions (before, its `BaseCoordinator` was an app type
    // that declared them, so both were read as the app's own methods and no action; the report's reason was a dead
    // end). A note says which module was left out (the newer package's shared core too).
    #expect(
      describe(app.graph) == [
        "MainCoordinator stack start home @20:1",
        "  home @15:8",
        "    present ReportCoordinator @22:26",
        "  on restartApp: replace home @20:1",
        "ReportCoordinator stack start reason @36:1",
        "  reason @31:8",
        "    finish @38:17",
        "    emit restartApp @39:20",
      ])
    #expect(
      app.notes.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)" }
        == ["Styles.swift:1", "BaseCoordinator.swift:1"])
    #expect(
      app.notes.map { $0.message.prefix(45) } == [
        "the files of module SUICoordinatorCore are th", "the files of module UIKCoordinator are the co",
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testLibraryMethodsThatAProtocolAsksFor() throws {
    let app = try load("testLibraryMethodsThatAProtocolAsksFor", entry: "KilnCoordinator")
    // `ProblemPresenting` asks for the library's `navigate(to:presentationStyle:)` and `navigate(toRoute:
    // presentationStyle:)` so that its extension can call them; KilnCoordinator meets both with the library's own.
    // Before, a requirement counted as a method of the app's of that name, and neither call was read: the problem
    // coordinator was never started and the piece never shown. `presentationStyle: nil` asks for the route's own style
    // (before, it read as a custom style: a presentation, inferred).
    #expect(
      describe(app.graph) == [
        "KilnCoordinator stack start pieces @31:1",
        "  pieces @5:8",
        "    present ProblemCoordinator @25:11",
        "    push piece @28:34",
        "  piece @6:8",
        "ProblemCoordinator stack start message @59:1",
        "  message @54:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testALibraryExtensionRunsOnlyOnTheTypesItIsCalledOn() throws {
    let app = try load("testALibraryExtensionRunsOnlyOnTheTypesItIsCalledOn", entry: "AtlasTabs")
    // `extension CoordinatorType { func showProblem(_:) }` is copied into the classes made for the library's
    // `Coordinator` and `TabCoordinator`; only MapsCoordinator's is called (through `ProblemShowing`). Before, the
    // tab coordinator's copy, called on no tab coordinator, fired from every route of its tabs, inferred: the calls
    // on `Coordinator`'s copies were not counted as calls of the same code.
    #expect(
      describe(app.graph) == [
        "AtlasTabs tabs start MapsCoordinator tabs MapsCoordinator,PlacesCoordinator @22:1",
        "MapsCoordinator stack start maps @46:1",
        "  maps @35:8",
        "    present ProblemCoordinator @30:11",
        "  layer @36:8",
        "PlacesCoordinator stack start places @70:1",
        "  places @65:8",
        "ProblemCoordinator stack start message @80:1",
        "  message @75:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testFreeFunctionsOfTheApp() throws {
    let app = try load("testFreeFunctionsOfTheApp", entry: "DockCoordinator")
    // Free functions are read as the methods of a type the app does not declare: `showCrane(on: coordinator)`, called
    // from the dock's button, pushes the crane from there; `cargoRoute()` gives the case it returns; an uncalled one
    // (`unusedHelper`) is left out with a note. Before, the index dropped them: the crane was never shown, the cargo
    // call was left out with a note, and the dock was a dead end.
    #expect(
      describe(app.graph) == [
        "DockCoordinator stack start dock @20:1",
        "  dock @5:8",
        "    push crane @26:21",
        "    push cargo @48:48",
        "  crane @6:8",
        "  cargo @7:8",
        "  tides @8:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "31:1 the free function unusedHelper is called nowhere in the app's code (no call, reference or selector names "
          + "it), so the navigation only it leads to is left out: push tides at line 33:21"
      ])
    // A link handler that navigates to what a free function may return (`if let route = linkRoute(for: url)`): a link
    // per case it returns, each its own push (before: one link pushing both, one after the other).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "crane -> DockCoordinator.crane: push crane in DockCoordinator",
        "tides -> DockCoordinator.tides: push tides in DockCoordinator",
        // In an arm that names its link (`case "yard":`), the link keeps that name, and a choice of routes there is a
        // link per route, each of that name (before, one link whose steps ran each route in turn).
        "yard -> DockCoordinator.tides: push tides in DockCoordinator",
        "yard -> DockCoordinator.cargo: push cargo in DockCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testAProtocolExtensionsOverloadBesideTheCoordinators() throws {
    let app = try load("testAProtocolExtensionsOverloadBesideTheCoordinators", entry: "LibraryCoordinator")
    // `extension LibraryRouting { func show(_ route:) }` forwards to the coordinator's own `show(_:animated:)`, and a
    // model calls `router.show(.book)` on `any LibraryRouting`: the one-argument call runs the protocol's extension
    // (the coordinator's method does not take it), which passes `.book` on. Before, the call ran nothing (no method of
    // the coordinator took it), and the forwarding navigation fired every case no call named: `book` and `shelves`.
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelves @33:1",
        "  shelves @14:8",
        "    push book @42:36",
        "    present loans @43:37",
        "  book @15:8",
        "  loans @16:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
