import SUICoordinator
import SwiftUI

enum GymRoute: RouteType {
  case home
  case workout
  case history
  case plans

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .home: HomeView(model: GymModel())
    case .workout: WorkoutView(model: GymModel())
    default: Text("Page")
    }
  }
}

enum Section {
  case today, history, plans
}

final class GymCoordinator: Coordinator<GymRoute> {
  override func start() async { await startFlow(route: .home) }
  func open(_ section: Section) async {
    switch section {
    case .today: await navigate(toRoute: .workout)
    case .history: await navigate(toRoute: .history)
    case .plans: await navigate(toRoute: .plans)
    }
  }
}

enum GymAction {
  case train, look
}

final class GymModel: ObservableObject {
  weak var coordinator: GymCoordinator?
  func send(_ action: GymAction) {
    let section: Section
    switch action {
    case .train: section = .today
    case .look: section = .history
    }
    Task { await coordinator?.open(section) }
  }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: GymCoordinator
  @StateObject var model: GymModel
  var body: some View {
    Button("Train") { model.send(.train) }
      .onAppear { model.coordinator = coordinator }
  }
}

struct WorkoutView: View {
  @EnvironmentObject var coordinator: GymCoordinator
  @StateObject var model: GymModel
  var body: some View {
    Button("Look") { model.send(.look) }
      .onAppear { model.coordinator = coordinator }
  }
}
