import SUICoordinator
import SwiftUI

@main
struct PulseApp: App {
  private let root = PulseCoordinator()
  var body: some Scene { WindowGroup { root.getView() } }
}

enum PulseRoute: RouteType {
  case dashboard(PulseCoordinator)
  case workout(PulseCoordinator)
  case paused(PulseCoordinator)
  case finished(PulseCoordinator)
  case settings(PulseCoordinator)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .dashboard, .finished: .push
    case .workout: .fullScreenCover
    case .paused, .settings: .sheet
    }
  }

  var body: some View {
    switch self {
    case .dashboard(let c): DashboardView(coordinator: c)
    case .workout(let c): WorkoutView(coordinator: c)
    case .paused(let c): PausedView(coordinator: c)
    case .finished(let c): FinishedView(coordinator: c)
    case .settings(let c): SettingsView(coordinator: c)
    }
  }
}

final class PulseCoordinator: Coordinator<PulseRoute> {
  override func start() async { await startFlow(route: .dashboard(self)) }

  func startWorkout() async { await navigate(toRoute: .workout(self)) }
  func pause() async { await navigate(toRoute: .paused(self)) }
  func resume() async { await router.dismiss() }

  func end() async {
    await router.dismiss()
    await router.dismiss()
    await navigate(toRoute: .finished(self))
  }

  func openSettings() async { await navigate(toRoute: .settings(self)) }
  func closeSettings() async { await router.dismiss() }
  func home() async { await router.popToRoot() }
}

struct DashboardView: View {
  let coordinator: PulseCoordinator
  var body: some View {
    Button("Start") { Task { await coordinator.startWorkout() } }
      .toolbar { Button("Settings") { Task { await coordinator.openSettings() } } }
  }
}

struct WorkoutView: View {
  let coordinator: PulseCoordinator
  var body: some View { Button("Pause") { Task { await coordinator.pause() } } }
}

struct PausedView: View {
  let coordinator: PulseCoordinator
  var body: some View {
    Button("Resume") { Task { await coordinator.resume() } }
    Button("End") { Task { await coordinator.end() } }
  }
}

struct FinishedView: View {
  let coordinator: PulseCoordinator
  var body: some View { Button("Done") { Task { await coordinator.home() } } }
}

struct SettingsView: View {
  let coordinator: PulseCoordinator
  var body: some View { Button("Close") { Task { await coordinator.closeSettings() } } }
}
