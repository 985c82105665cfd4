import SUICoordinator
import SwiftUI

enum DeskRoute: RouteType {
  case desk
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Desk") }
}

final class DeskCoordinator: Coordinator<DeskRoute> {
  override func start() async { await startFlow(route: .desk) }

  func prepareDrawer() async {
    let drawer = DrawerCoordinator()
    await drawer.start()
  }
}

enum DrawerRoute: RouteType {
  case pens
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Pens") }
}

final class DrawerCoordinator: Coordinator<DrawerRoute> {
  override func start() async { await startFlow(route: .pens) }
}
