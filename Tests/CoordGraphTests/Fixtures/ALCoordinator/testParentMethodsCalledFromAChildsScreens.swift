import SUICoordinator
import SwiftUI

@main
struct GymApp: App {
  @StateObject var coordinator = AppCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum AppRoute: RouteType {
  case home
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .home: .push
    case .settings: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .home: HomeView()
    case .settings: Text("Settings")
    }
  }
}

final class AppCoordinator: Coordinator<AppRoute> {
  override func start() async { await startFlow(route: .home) }

  func showWorkouts() async {
    let child = WorkoutsCoordinator()
    child.owner = self
    await navigate(to: child, presentationStyle: .fullScreenCover)
  }

  func showSettings() async { await navigate(toRoute: .settings) }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: AppCoordinator
  var body: some View {
    Button("Workouts") { Task { await coordinator.showWorkouts() } }
    Button("Settings") { Task { await coordinator.showSettings() } }
  }
}

enum WorkoutRoute: RouteType {
  case list
  case detail

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .list: WorkoutsView()
    case .detail: Text("Detail")
    }
  }
}

final class WorkoutsCoordinator: Coordinator<WorkoutRoute> {
  weak var owner: AppCoordinator?
  override func start() async { await startFlow(route: .list) }
  func detail() async { await navigate(toRoute: .detail) }
  func settings() async { await owner?.showSettings() }
}

struct WorkoutsView: View {
  @EnvironmentObject var coordinator: WorkoutsCoordinator
  var body: some View {
    Button("Detail") { Task { await coordinator.detail() } }
    Button("Settings") { Task { await coordinator.settings() } }
  }
}
