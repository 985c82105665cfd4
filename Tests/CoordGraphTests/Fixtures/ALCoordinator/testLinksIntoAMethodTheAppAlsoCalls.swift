import SUICoordinator
import SwiftUI

enum StallRoute: RouteType {
  case front
  case crate
  case till
  case notice

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .notice: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .front: FrontScreen()
    default: Text("Stall")
    }
  }
}

final class StallCoordinator: Coordinator<StallRoute> {
  override func start() async {
    await startFlow(route: .front)
  }

  func open(_ url: URL) async {
    await popToRoot()
    switch url.host {
    case "crate": await navigate(toRoute: .crate)
    case "till", "pay": await navigate(toRoute: .till)
    default: break
    }
    if url.host == "notice" {
      await navigate(toRoute: .notice)
    }
  }
}

struct Banner {
  let url: URL
}

struct FrontScreen: View {
  @EnvironmentObject var coordinator: StallCoordinator
  let banner: Banner
  var body: some View {
    Button("Offer") { Task { await coordinator.open(banner.url) } }
  }
}

@main
struct StallApp: App {
  @StateObject var coordinator = StallCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in Task { await coordinator.open(url) } }
    }
  }
}
