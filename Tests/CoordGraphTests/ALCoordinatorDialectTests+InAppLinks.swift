import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// An app opening URLs of its own, which its `.onOpenURL` closure hands to a coordinator.
extension ALCoordinatorDialectTests {
  @Test func testAppsOpeningTheirOwnURLs() throws {
    let app = try load("testAppsOpeningTheirOwnURLs", entry: "PortCoordinator")
    // `openURL(URL(string: "port://ferry")!)` of `@Environment(\.openURL)`, `Link("Market", destination:
    // URL(string: "port://market")!)` and `UIApplication.shared.open(URL(string: "port://lighthouse")!)` run the
    // `.onOpenURL` closure's `coordinator.handle(url)` with that URL: the arm its host picks fires from the screen
    // that opens it. A web URL (`https://port.example/ferry`) opens no code of the app, and a URL built from a
    // property (`URL(string: timetable)`) is not followed. Before, no screen navigated: each route was reached only
    // by its deep link. The links are read as before, each now placed at the closure's call.
    #expect(
      describe(app.graph) == [
        "PortCoordinator stack start harbour @27:1",
        "  harbour @5:8",
        "    push ferry @32:25",
        "    push market @34:26",
        "  ferry @6:8",
        "    present lighthouse @33:30",
        "  lighthouse @7:8",
        "  market @8:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "ferry -> PortCoordinator.ferry: push ferry in PortCoordinator",
        "lighthouse -> PortCoordinator.lighthouse: present lighthouse in PortCoordinator",
        "market -> PortCoordinator.market: push market in PortCoordinator",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testOwnURLsHandedOnByTheLinkClosure() throws {
    let app = try load("testOwnURLsHandedOnByTheLinkClosure", entry: "DockCoordinator")
    // The `.onOpenURL` closure calls `coordinator.open(url)`, which hands the URL on to `route(_:)`, whose `if
    // url.host == "crane"` picks the arm: `openURL(URL(string: "dock://crane")!)` on the quay pushes the crane only,
    // and the links are still one per string the handed-on method tests. Before, the quay pushed nothing; a build
    // that followed the app's own URL without following it through `open` read one link, named after the app's
    // `body`, that ran both arms.
    #expect(
      describe(app.graph) == [
        "DockCoordinator stack start quay @20:1",
        "  quay @5:8",
        "    push crane @27:13",
        "  crane @6:8",
        "  customs @7:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "crane -> DockCoordinator.crane: push crane in DockCoordinator",
        "customs -> DockCoordinator.customs: push customs in DockCoordinator",
      ])
  }

  @Test func testOwnURLsHandedToAMethodByName() throws {
    let app = try load("testOwnURLsHandedToAMethodByName", entry: "PierCoordinator")
    // `.onOpenURL(perform: coordinator.open)` names the method the system gives the URL: the jetty's
    // `openURL(URL(string: "pier://ferry")!)` pushes the ferry and its `Link(destination:)` to `pier://kiosk` the
    // kiosk, each through `open`'s hand-off to `route(_:)`; the links are read as before. Before, the jetty pushed
    // nothing (only a closure given to `.onOpenURL` was followed).
    #expect(
      describe(app.graph) == [
        "PierCoordinator stack start jetty @20:1",
        "  jetty @5:8",
        "    push ferry @27:13",
        "    push kiosk @29:13",
        "  ferry @6:8",
        "  kiosk @7:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "ferry -> PierCoordinator.ferry: push ferry in PierCoordinator",
        "kiosk -> PierCoordinator.kiosk: push kiosk in PierCoordinator",
      ])
  }
}
