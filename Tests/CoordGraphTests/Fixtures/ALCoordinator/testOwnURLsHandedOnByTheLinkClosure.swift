import SUICoordinator
import SwiftUI

enum DockRoute: RouteType {
  case quay
  case crane
  case customs

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .quay: QuayView()
    default: Text("Dock")
    }
  }
}

final class DockCoordinator: Coordinator<DockRoute> {
  override func start() async { await startFlow(route: .quay) }

  func open(_ url: URL) { Task { await route(url) } }

  private func route(_ url: URL) async {
    if url.host == "crane" {
      await navigate(toRoute: .crane)
    } else if url.host == "customs" {
      await navigate(toRoute: .customs)
    }
  }
}

struct QuayView: View {
  @Environment(\.openURL) private var openURL
  var body: some View {
    Button("Crane") { openURL(URL(string: "dock://crane")!) }
  }
}

@main
struct DockApp: App {
  @StateObject var coordinator = DockCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in coordinator.open(url) }
    }
  }
}
