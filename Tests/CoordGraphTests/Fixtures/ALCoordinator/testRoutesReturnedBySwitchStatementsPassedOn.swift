import SUICoordinator
import SwiftUI

enum MarketRoute: RouteType {
  case stalls
  case fruit
  case bread
  case cheese
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .stalls: StallsView()
    default: Text("Stall")
    }
  }
}

final class MarketCoordinator: Coordinator<MarketRoute> {
  override func start() async { await startFlow(route: .stalls) }

  func show(_ route: MarketRoute) async { await navigate(toRoute: route) }

  func linkRoute(for url: URL) -> MarketRoute {
    switch url.host {
    case "fruit": return .fruit
    default: return .bread
    }
  }

  func stallRoute(_ index: Int) -> MarketRoute {
    switch index {
    case 0: return .cheese
    default: return .fruit
    }
  }

  func open(_ url: URL) async {
    await show(linkRoute(for: url))
  }

  func visit(_ index: Int) async {
    await show(stallRoute(index))
  }
}

struct StallsView: View {
  @EnvironmentObject var market: MarketCoordinator
  var body: some View {
    Button("First stall") { Task { await market.visit(0) } }
  }
}

@main
struct MarketApp: App {
  @StateObject var market = MarketCoordinator()
  var body: some Scene {
    WindowGroup {
      market.getView().onOpenURL { url in Task { await market.open(url) } }
    }
  }
}
