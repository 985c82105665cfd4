import SUICoordinator
import SwiftUI

@main
struct HarborApp: App {
  @State private var coordinator = HarborCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          Task { await coordinator.handle(url) }
        }
    }
  }
}

enum HarborRoute: RouteType {
  case berths
  case orders
  case help
  case settings
  case map

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .help: .sheet
    default: .push
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .berths: Text("Berths")
    case .orders: Text("Orders")
    case .help: Text("Help")
    case .settings: Text("Settings")
    case .map: Text("Map")
    }
  }
}

final class HarborCoordinator: Coordinator<HarborRoute> {
  override func start() async {
    await startFlow(route: .berths)
  }

  func handle(_ url: URL) async {
    if url.host == "orders" || url.host == "order" {
      await navigate(toRoute: .orders)
    } else if ["help", "support"].contains(url.host) {
      await navigate(toRoute: .help)
    } else if url.host == "map" && url.query != nil {
      await navigate(toRoute: .map)
    }
    switch url.path {
    case "/settings", "/preferences":
      await navigate(toRoute: .settings)
    default:
      break
    }
  }
}
