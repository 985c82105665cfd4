import SUICoordinator
import SwiftUI

struct GardenKey: EnvironmentKey {
  static let defaultValue: GardenCoordinator? = nil
}

extension EnvironmentValues {
  var garden: GardenCoordinator? {
    get { self[GardenKey.self] }
    set { self[GardenKey.self] = newValue }
  }
}

extension EnvironmentValues {
  @Entry var weatherDesk: GardenCoordinator? = nil
}

enum GardenRoute: RouteType {
  case beds
  case bed(id: Int)
  case weather

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .beds, .bed: .push
    case .weather: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .beds: BedsView()
    case .bed(let id): BedView(id: id)
    case .weather: WeatherView()
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds) }
  func open(_ id: Int) async { await navigate(toRoute: .bed(id: id)) }
  func weather() async { await navigate(toRoute: .weather) }
  func close() async { await router.dismiss() }
}

struct BedsView: View {
  @Environment(\.garden) private var garden
  var body: some View { Button("Bed") { Task { await garden?.open(1) } } }
}

struct BedView: View {
  let id: Int
  @Environment(\EnvironmentValues.weatherDesk) private var desk
  var body: some View { Button("Weather") { Task { await desk?.weather() } } }
}

struct WeatherView: View {
  @Environment(\.weatherDesk) private var desk
  var body: some View { Button("Close") { Task { await desk?.close() } } }
}
