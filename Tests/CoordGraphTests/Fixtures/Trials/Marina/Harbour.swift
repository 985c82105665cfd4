import SUICoordinator
import SwiftUI

enum HarbourRoute: RouteType {
  case overview
  case weather
  case tides(day: Int)
  case charter

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .overview, .weather: .push
    case .tides: .detents([.medium])
    case .charter: .fullScreenCover
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .overview: HarbourView()
    case .weather: WeatherView()
    case .tides(let day): TidesView(day: day)
    case .charter: CharterView()
    }
  }
}

final class HarbourCoordinator: Coordinator<HarbourRoute> {
  override func start() async {
    await startFlow(route: .overview)
  }

  func showWeather() async { await navigate(toRoute: .weather) }
  func showTides(day: Int) async { await navigate(toRoute: .tides(day: day)) }
  func charterBoat() async { await navigate(toRoute: .charter) }
  func closeCharter() async { await router.dismiss() }
}

struct HarbourView: View {
  @Environment(\.coordinator) private var coordinator
  @Environment(AppRouter.self) private var appRouter

  var body: some View {
    List {
      Button("Weather") { Task { await (coordinator as? HarbourCoordinator)?.showWeather() } }
      Button("My berth") { appRouter.showBerths() }
    }
    .refreshable {}
  }
}

@Observable
@MainActor
final class WeatherModel {
  @ObservationIgnored weak var coordinator: HarbourCoordinator?
  var days = [1, 2, 3]

  init(coordinator: HarbourCoordinator?) {
    self.coordinator = coordinator
  }

  func select(day: Int) async {
    await coordinator?.showTides(day: day)
  }
}

struct WeatherView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var model: WeatherModel?

  var body: some View {
    Group {
      if let model {
        DayList(model: model)
      } else {
        ProgressView()
      }
    }
    .task { model = WeatherModel(coordinator: coordinator as? HarbourCoordinator) }
  }
}

struct DayList: View {
  @Bindable var model: WeatherModel

  var body: some View {
    List(model.days, id: \.self) { day in
      Text("Day \(day)")
        .contextMenu {
          Button("Tides") { Task { await model.select(day: day) } }
        }
    }
  }
}

struct TidesView: View {
  let day: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Charter a boat") { Task { await (coordinator as? HarbourCoordinator)?.charterBoat() } }
  }
}

struct CharterView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    NavigationStack {
      Text("Charter")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close") { Task { await (coordinator as? HarbourCoordinator)?.closeCharter() } }
          }
        }
    }
  }
}
