import SUICoordinator
import SwiftUI

enum TidesRoute: RouteType {
  case stations(StationsModel)
  case chart(id: Int)
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .stations, .chart: .push
    case .settings: .sheet
    }
  }

  // The stations' screen comes from a helper of the enum, the chart's has modifiers after it.
  @ViewBuilder
  var body: some View {
    switch self {
    case .stations(let model): stationsScreen(model)
    case .chart(let id): ChartView(id: id).navigationTitle("Chart").toolbar { EmptyView() }
    case .settings: Text("Settings")
    }
  }

  private func stationsScreen(_ model: StationsModel) -> some View {
    StationsView(model: model).navigationTitle("Stations")
  }
}

final class TidesCoordinator: Coordinator<TidesRoute> {
  override func start() async { await startFlow(route: .stations(StationsModel())) }
  func showChart(_ id: Int) async { await navigate(toRoute: .chart(id: id)) }
  func showSettings() async { await navigate(toRoute: .settings) }
  func back() async { await router.pop() }
}

final class StationsModel: ObservableObject {}

struct StationsView: View {
  @Environment(\.coordinator) private var coordinator
  @ObservedObject var model: StationsModel

  var body: some View {
    List(1..<4) { id in
      Button("Station \(id)") { Task { await (coordinator as? TidesCoordinator)?.showChart(id) } }
    }
    .toolbar { ToolbarItem { SettingsButton() } }
  }
}

struct SettingsButton: View {
  @EnvironmentObject var coordinator: TidesCoordinator
  var body: some View { Button("Settings") { Task { await coordinator.showSettings() } } }
}

struct ChartView: View {
  @EnvironmentObject var coordinator: TidesCoordinator
  let id: Int
  var body: some View { Button("Back") { Task { await coordinator.back() } } }
}
