import Combine
import SUICoordinator
import SwiftUI

enum DockRoute: RouteType {
  case dock
  case boats
  case crew
  case log
  case weather
  case tide

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case DockRoute.weather: return .sheet
    default: return .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .dock: DockView()
    case .boats: BoatsView()
    case .crew: CrewView()
    default: Text("Page")
    }
  }
}

enum DockEvent {
  case showCrew, showLog, showWeather, showTide
}

final class DockModel: ObservableObject {
  let events = PassthroughSubject<DockEvent, Never>()
  @Published var last: DockEvent?
}

final class DockCoordinator: Coordinator<DockRoute> {
  let model = DockModel()
  var bag = Set<AnyCancellable>()

  override func start() async {
    model.events.sink { [weak self] event in self?.handle(event) }.store(in: &bag)
    model.$last.sink { [weak self] event in
      if let event { self?.check(event) }
    }.store(in: &bag)
    await startFlow(route: .dock)
  }

  func handle(_ event: DockEvent) {
    Task {
      switch event {
      case DockEvent.showCrew: await navigate(toRoute: .crew)
      case DockEvent.showLog: await navigate(toRoute: .log)
      default: await navigate(toRoute: .tide)
      }
    }
  }

  func check(_ event: DockEvent) {
    Task {
      if event == DockEvent.showWeather {
        await navigate(toRoute: .weather)
      } else {
        await navigate(toRoute: .tide)
      }
    }
  }
}

struct DockView: View {
  @EnvironmentObject var coordinator: DockCoordinator
  var body: some View {
    Button("Crew") { coordinator.model.events.send(DockEvent.showCrew) }
  }
}

struct BoatsView: View {
  @EnvironmentObject var coordinator: DockCoordinator
  var body: some View {
    Button("Log") { coordinator.model.events.send(DockEvent.showLog) }
    Button("Calm") { coordinator.model.last = DockEvent.showTide }
  }
}

struct CrewView: View {
  @EnvironmentObject var coordinator: DockCoordinator
  var body: some View {
    Button("Weather") { coordinator.model.last = DockEvent.showWeather }
    Button("Tide") { coordinator.model.events.send(DockEvent.showTide) }
  }
}
