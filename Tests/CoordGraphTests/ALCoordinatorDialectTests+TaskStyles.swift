import SwiftFrontEnd
import Testing

extension ALCoordinatorDialectTests {
  @Test func testRouteAndStyleGivenToATaskInTheMethod() throws {
    let app = try load("testRouteAndStyleGivenToATaskInTheMethod", entry: "OrchardCoordinator")
    // `show(_:style:)` runs its navigation in `Task { @MainActor in if let style { ... } else { ... } }`: read as without
    // the task. `show(.tree)` passes no style, so the unwrapped branch runs for none of the tree's callers: only the
    // `else` pushes it; `show(.harvest, style: .fullScreenCover)` covers. Each action is written at the call that names
    // its route, as without the task. Before, the unwrapped branch also pushed the tree (hidden without the task, where
    // both branches' pushes were written at `show(.tree)` and counted once), and in the task the actions stayed where
    // `navigate` is written: the tree was pushed twice.
    #expect(
      describe(app.graph) == [
        "OrchardCoordinator stack start rows @35:1",
        "  rows @13:8",
        "    push tree @37:33",
        "    cover harvest @38:36",
        "  tree @14:8",
        "  harvest @15:8",
        "  about @16:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    // The link's `show(.about)`: the unwrapped branch runs for no caller of `about`, so its other routes' sites there
    // are not the link's either (before the `else`-only reading was mended with them, they were: three links).
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        "about -> OrchardCoordinator.about: push about in OrchardCoordinator"
      ])
  }
}
