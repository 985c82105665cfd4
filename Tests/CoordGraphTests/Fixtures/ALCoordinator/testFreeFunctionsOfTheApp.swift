import SUICoordinator
import SwiftUI

enum DockRoute: RouteType {
  case dock
  case crane
  case cargo
  case tides
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .dock: DockView()
    case .crane: Text("Crane")
    case .cargo: Text("Cargo")
    case .tides: Text("Tides")
    }
  }
}

final class DockCoordinator: Coordinator<DockRoute> {
  override func start() async { await startFlow(route: .dock) }
}

@MainActor
func showCrane(on coordinator: DockCoordinator) async {
  await coordinator.navigate(toRoute: .crane)
}

func cargoRoute() -> DockRoute { .cargo }

@MainActor
func unusedHelper(_ coordinator: DockCoordinator) async {
  await coordinator.navigate(toRoute: .tides)
}

func linkRoute(for url: URL) -> DockRoute? {
  switch url.host {
  case "crane": return .crane
  case "tides": return .tides
  default: return nil
  }
}

struct DockView: View {
  @EnvironmentObject var coordinator: DockCoordinator
  var body: some View {
    Button("Crane") { Task { await showCrane(on: coordinator) } }
    Button("Cargo") { Task { await coordinator.navigate(toRoute: cargoRoute()) } }
  }
}

@main
struct DockApp: App {
  @StateObject var coordinator = DockCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          if let route = linkRoute(for: url) {
            Task { await coordinator.navigate(toRoute: route) }
          }
        }
    }
  }
}

final class YardLinks {
  let coordinator = DockCoordinator()
  var isNight = false

  func handle(_ url: URL) async {
    switch url.host {
    case "yard": await coordinator.navigate(toRoute: isNight ? .tides : .cargo)
    default: break
    }
  }
}
