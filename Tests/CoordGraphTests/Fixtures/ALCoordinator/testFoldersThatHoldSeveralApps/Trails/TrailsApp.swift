import SUICoordinator
import SwiftUI

@main
struct TrailsApp: App {
  @StateObject private var coordinator = TrailsCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum TrailsRoute: RouteType {
  case trails
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Trails") }
}

@Coordinator(TrailsRoute.self)
final class TrailsCoordinator {
  func start() async { await startFlow(route: .trails) }
}
