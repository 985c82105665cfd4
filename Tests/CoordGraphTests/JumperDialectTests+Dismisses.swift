import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Jumper's `dismiss()` on a coordinator: it asks the coordinator's parent to dismiss it.
extension JumperDialectTests {
  @Test func testADismissOfAPresentedChildEndsItsFlow() throws {
    let app = try load("testADismissOfAPresentedChildEndsItsFlow", entry: "ForgeCoordinator")
    // The quote flow is only ever presented: its `dismiss()` has the orders' navigation controller dismiss what it
    // presents, the flow's layer and the help screen the flow presented over it. That is the flow's finish, from the
    // help screen too (before, a dismiss of the help screen alone, back to the metal step). The orders' own
    // `dismiss()` stays a dismiss: it is the root's first content too (`initial: \.orders`), where its parent dismisses
    // the notice above it; so does the guide's, which the quote flow pushes as well as the orders present.
    #expect(
      DialectFixture.describe(app.graph) == [
        "ForgeCoordinator root start OrdersCoordinator @4:1",
        "OrdersCoordinator stack start list @12:1",
        "  list @15:14",
        "    present QuoteCoordinator @24:48",
        "    present notice @25:48",
        "    present GuideCoordinator @26:49",
        "  notice @16:14",
        "    dismiss @32:49",
        "QuoteCoordinator stack start metal @39:1",
        "  metal @42:14",
        "    push GuideCoordinator @52:48",
        "    present help @53:48",
        "    finish @54:49",
        "  help @43:14",
        "    present OrdersCoordinator @60:48",
        "    finish @61:49",
        "GuideCoordinator stack start tips @66:1",
        "  tips @69:14",
        "    dismiss @73:49",
      ])
    #expect(!NavigationCheck.run(app.graph).findings.contains { $0.severity == .error })
  }
}
