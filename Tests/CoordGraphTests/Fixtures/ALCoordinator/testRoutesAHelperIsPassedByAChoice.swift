import SUICoordinator
import SwiftUI

enum PlotRoute: RouteType {
  case plots, map, upgrade, last, help

  var presentationStyle: TransitionPresentationStyle { self == .upgrade ? .sheet : .push }

  @ViewBuilder var body: some View {
    switch self {
    case .plots: PlotsView()
    case .map: MapView()
    default: Text("Plot")
    }
  }
}

final class PlotCoordinator: Coordinator<PlotRoute> {
  var isPro = false
  var saved: PlotRoute?

  override func start() async { await startFlow(route: .plots) }

  func show(_ route: PlotRoute) async { await navigate(toRoute: route) }
}

struct PlotsView: View {
  @EnvironmentObject var coordinator: PlotCoordinator
  var body: some View {
    Button("Map") { Task { await coordinator.show(coordinator.isPro ? .map : .upgrade) } }
  }
}

struct MapView: View {
  @EnvironmentObject var coordinator: PlotCoordinator
  var body: some View {
    Button("Last") { Task { await coordinator.show(coordinator.isPro ? .last : .help) } }
    Button("Resume") { Task { await coordinator.show(coordinator.saved ?? .help) } }
  }
}
