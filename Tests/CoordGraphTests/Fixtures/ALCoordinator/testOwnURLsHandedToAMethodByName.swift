import SUICoordinator
import SwiftUI

enum PierRoute: RouteType {
  case jetty
  case ferry
  case kiosk

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .jetty: JettyView()
    default: Text("Pier")
    }
  }
}

final class PierCoordinator: Coordinator<PierRoute> {
  override func start() async { await startFlow(route: .jetty) }

  func open(_ url: URL) { Task { await route(url) } }

  private func route(_ url: URL) async {
    if url.host == "ferry" {
      await navigate(toRoute: .ferry)
    } else if url.host == "kiosk" {
      await navigate(toRoute: .kiosk)
    }
  }
}

struct JettyView: View {
  @Environment(\.openURL) private var openURL
  var body: some View {
    Button("Ferry") { openURL(URL(string: "pier://ferry")!) }
    Link("Kiosk", destination: URL(string: "pier://kiosk")!)
  }
}

@main
struct PierApp: App {
  @StateObject var coordinator = PierCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL(perform: coordinator.open)
    }
  }
}
