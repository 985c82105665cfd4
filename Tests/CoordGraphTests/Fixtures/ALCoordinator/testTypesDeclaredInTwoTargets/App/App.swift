import SUICoordinator
import SwiftUI

@main
struct PebbleApp: App {
  @StateObject private var coordinator = PebbleCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum PebbleRoute: RouteType {
  case home
  case detail
  var presentationStyle: TransitionPresentationStyle { .push }
  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .home: ContentView()
    case .detail: Text("Detail")
    }
  }
}

final class PebbleCoordinator: Coordinator<PebbleRoute> {
  override func start() async { await startFlow(route: .home) }
  func detail() async { await navigate(toRoute: .detail) }
}

struct ContentView: View {
  @Environment(PebbleCoordinator.self) private var coordinator
  var body: some View { Button("Detail") { Task { await coordinator.detail() } } }
}
