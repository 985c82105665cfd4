import SUICoordinator
import SwiftUI

enum HarbourRoute: RouteType {
  case quay(HarbourCoordinator)
  case tides
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .quay(let harbour):
      VStack {
        Button("Rules") { Task { await harbour.showRules() } }
        Button("Weather") { Task { await harbour.showWeather() } }
        Button("Tides") { Task { await harbour.showTides() } }
      }
    case .tides: Text("High water at noon")
    }
  }
}

final class HarbourCoordinator: Coordinator<HarbourRoute> {
  override func start() async { await startFlow(route: .quay(self)) }

  func showRules() async {
    let rules = DefaultRoute(presentationStyle: .sheet) { Text("No swimming in the harbour") }
    await navigate(toRoute: rules)
  }

  func showWeather() async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .fullScreenCover) { ProgressView("Loading weather") })
  }

  func showTides() async {
    let tides = DefaultRoute(presentationStyle: .sheet) { Text("Tide table") }
    await navigate(toRoute: tides)
  }
}
