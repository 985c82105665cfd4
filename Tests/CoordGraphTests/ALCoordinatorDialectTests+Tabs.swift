import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Tab coordinators that set their pages and select a page in code.
extension ALCoordinatorDialectTests {
  @Test func testPagesSetLaterAndTheStartPageSelectedInInit() throws {
    let app = try load("testPagesSetLaterAndTheStartPageSelectedInInit", entry: "DeskTabs")
    // `setPages([.inbox, .reports, .admin], currentPage: .admin)`, called from the inbox's button, switches to the
    // admin tab; `setPages` without a current page switches to none. `currentPage = .reports` in the tab coordinator's
    // own `init`, after `super.init(pages:currentPage: nil)`, is the page it starts on. Before, the first was no
    // action, and the second was a switch to reports from every route of every tab, inferred, the tabs starting on
    // the inbox.
    #expect(
      describe(app.graph) == [
        "DeskTabs tabs start ReportsCoordinator tabs InboxCoordinator,ReportsCoordinator,AdminCoordinator @29:1",
        "InboxCoordinator stack start inbox @49:1",
        "  inbox @40:8",
        "    select AdminCoordinator @35:36",
        "ReportsCoordinator stack start reports @60:1",
        "  reports @55:8",
        "AdminCoordinator stack start panel @74:1",
        "  panel @65:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
