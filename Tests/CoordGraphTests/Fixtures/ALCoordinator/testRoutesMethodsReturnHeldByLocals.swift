import SUICoordinator
import SwiftUI

enum HubRoute: RouteType {
  case hub
  case news
  case events
  case about

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .hub: HubView()
    default: Text("Page")
    }
  }

  static func from(_ url: URL) -> HubRoute? {
    switch url.host {
    case "news": return .news
    case "events": return .events
    default: return nil
    }
  }
}

final class HubCoordinator: Coordinator<HubRoute> {
  var day = 0

  override func start() async { await startFlow(route: .hub) }

  func show(_ route: HubRoute) async { await navigate(toRoute: route) }

  func featured() -> HubRoute {
    switch day {
    case 0: return .news
    default: return .events
    }
  }

  func openFeatured() async {
    let route = featured()
    await show(route)
  }

  func handle(_ url: URL) async {
    if let route = HubRoute.from(url) {
      await show(route)
    }
  }
}

struct HubView: View {
  @EnvironmentObject var hub: HubCoordinator
  var body: some View {
    Button("Featured") { Task { await hub.openFeatured() } }
  }
}

@main
struct HubApp: App {
  @StateObject var hub = HubCoordinator()
  var body: some Scene {
    WindowGroup { hub.getView().onOpenURL { url in Task { await hub.handle(url) } } }
  }
}
