import Foundation
import NavigationModel
import SwiftFrontEnd
import Testing

/// Tests of code nothing runs: navigation that only functions no code of the app calls or names lead to.
extension ALCoordinatorDialectTests {
  @Test func testMethodsNothingCallsNeverRun() throws {
    let app = try load("testMethodsNothingCallsNeverRun", entry: "GardenCoordinator")
    // `showSettings()`, which no code calls or names (a comment and a string do not), and `PromoScheduler.fire()`,
    // the only caller of `showPromo()`, never run: their navigation is left out, with a note (before, each fired from
    // every route, inferred, which hid that nothing shows `settings` and `promo`). Code that may be called where the
    // reading does not follow still fires from every route, inferred: a method only named (`let tips =
    // coordinator.showTips`), a public one (another module may call it), one a delegate's method calls (UIKit runs it).
    let inferred = ["present tips inferred @41:33", "present about inferred @43:41", "present weather inferred @45:36"]
    let routes = [
      "beds @6:8", "shed @7:8", "settings @8:8", "tips @9:8", "about @10:8", "promo @11:8", "weather @12:8",
    ]
    var expected = ["GardenCoordinator stack start beds @34:1"]
    for route in routes {
      expected.append("  \(route)")
      if route == "beds @6:8" { expected.append("    push shed @37:33") }
      expected += inferred.map { "    \($0)" }
    }
    #expect(describe(app.graph) == expected)
    #expect(app.inferredTriggers.map(\.action.summary) == ["present tips", "present about", "present weather"])
    #expect(
      DialectFixture.describe(app.notes) == [
        "39:3 GardenCoordinator.showSettings is called nowhere in the app's code (no call, reference or selector names "
          + "it): the navigation only it leads to is left out, not assumed to fire from every route (present settings "
          + "at line 39:37)",
        "51:3 PromoScheduler.fire is called nowhere in the app's code (no call, reference or selector names it): the "
          + "navigation only it leads to is left out, not assumed to fire from every route (present promo at line "
          + "44:34)",
      ])
  }
}
