import SUICoordinator
import SwiftUI

enum ExploreRoute: RouteType {
  case map(ExploreCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .map(let coordinator): MapView(coordinator: coordinator)
    }
  }
}

final class ExploreCoordinator: Coordinator<ExploreRoute> {
  override func start() async { await startFlow(route: .map(self)) }

  func showFilters() async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .detents([.medium, .large])) { FiltersView() })
  }

  func showLegend() async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .custom(transition: .opacity, animation: .easeIn)) {
      LegendView()
    })
  }
}

struct MapView: View {
  let coordinator: ExploreCoordinator
  var body: some View {
    Button("Filters") { Task { await coordinator.showFilters() } }
    Button("Legend") { Task { await coordinator.showLegend() } }
  }
}

struct FiltersView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Apply") { dismiss() } }
}

struct LegendView: View {
  var body: some View { Text("Legend") }
}
