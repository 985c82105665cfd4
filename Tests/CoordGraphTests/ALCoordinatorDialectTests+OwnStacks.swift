import SwiftFrontEnd
import Testing

/// A coordinator's navigation asked from a screen that shows none of its stack.
extension ALCoordinatorDialectTests {
  @Test func testATabsNavigationAskedFromAnotherTabLandsOnItsOwnStack() throws {
    let app = try load("testATabsNavigationAskedFromAnotherTabLandsOnItsOwnStack", entry: "ShopTabs")
    // The home tab's "Buy now" asks the tab bar to select the cart tab and call the cart coordinator's `checkout()`
    // (found among its `children`): the push lands on the cart's stack, from the screen the cart tab shows when
    // selected (its start), marked inferred. Before, it was a push of `CartCoordinator.checkout` from the home
    // screen: a second cart coordinator started on the home tab's stack.
    #expect(
      describe(app.graph) == [
        "ShopTabs tabs start HomeCoordinator tabs HomeCoordinator,CartCoordinator @23:1",
        "HomeCoordinator stack start home @42:1",
        "  home @33:8",
        "    select CartCoordinator @27:5",
        "CartCoordinator stack start cart @59:1",
        "  cart @53:8",
        "    push checkout inferred @61:28",
        "  checkout @54:8",
      ])
  }

  @Test func testAChildsNavigationAskedByTheCoordinatorThatStartsIt() throws {
    let app = try load("testAChildsNavigationAskedByTheCoordinatorThatStartsIt", entry: "SalonCoordinator")
    // `router.navigate(to: profile)` then `profile.showAppointments()`: the child's push runs on the child's stack,
    // from its start screen, marked inferred (as a Jumper chain's step after a present). Before, it was a push of
    // `ProfileCoordinator.appointments` from the services screen, beside the present: a second profile coordinator on
    // the salon's stack, and the profile's own stack never showed its appointments.
    #expect(
      describe(app.graph) == [
        "SalonCoordinator stack start services @18:1",
        "  services @5:8",
        "    push stylists @23:32",
        "    present ProfileCoordinator @27:12",
        "  stylists @6:8",
        "ProfileCoordinator stack start profile @58:1",
        "  profile @44:8",
        "    push appointments inferred @65:36",
        "    push payments @66:32",
        "  appointments @45:8",
        "  payments @46:8",
      ])
  }
}
