import Jumper
import UIKit

final class GymCoordinator: NavigationCoordinable {
  var navigation: Navigation<GymCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var workout = workoutScreen
  @Route var summary = summaryScreen
  @Route var settings = settingsScreen
  @Route var history = historyScreen

  // Sets the screen's coordinator on a local of its type.
  func listScreen() -> ScreenView {
    let controller = WorkoutListViewController()
    controller.coordinator = self
    return controller
  }

  // Sets it through the initialiser of the screen's superclass.
  func workoutScreen() -> ScreenView { WorkoutViewController(coordinator: self) }

  // Forgets to set it: the summary's buttons do nothing.
  func summaryScreen() -> ScreenView { SummaryViewController() }

  // Sets it through a protocol: any class's property of that name may be set so.
  func settingsScreen() -> ScreenView {
    let controller: UIViewController = SettingsViewController()
    (controller as? GymFlowHolding)?.flow = self
    return controller
  }

  // Sets it on a subclass's value, the property declared by its base class.
  func historyScreen() -> ScreenView {
    let controller = HistoryViewController()
    controller.gym = self
    return controller
  }

  func showWorkout() { push(\.workout) }
  func showSummary() { push(\.summary) }
  func backToList() { popToRoot() }
  func showSettings() { present(\.settings) }
  func closeSettings() { dismiss() }
  func showHistory() { push(\.history) }
}

final class WorkoutListViewController: UIViewController {
  weak var coordinator: GymCoordinator?
  @objc func start() { coordinator?.showWorkout() }
  @objc func openSettings() { coordinator?.showSettings() }
}

class GymScreen: UIViewController {
  weak var coordinator: GymCoordinator?

  init(coordinator: GymCoordinator? = nil) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

final class WorkoutViewController: GymScreen {
  @objc func finish() { coordinator?.showSummary() }
}

final class SummaryViewController: UIViewController {
  weak var coordinator: GymCoordinator?
  @objc func done() { coordinator?.backToList() }
  @objc func again() {
    guard let coordinator else { return }
    coordinator.showWorkout()
  }
  @objc func history() { self.coordinator?.showHistory() }
}

protocol GymFlowHolding: AnyObject {
  var flow: GymCoordinator? { get set }
}

final class SettingsViewController: UIViewController, GymFlowHolding {
  weak var flow: GymCoordinator?
  @objc func close() { flow?.closeSettings() }
}

class HistoryBase: UIViewController {
  weak var gym: GymCoordinator?
}

final class HistoryViewController: HistoryBase {
  @objc func back() { gym?.backToList() }
}

// The app's root starts the coordinator, which so has a parent: its `dismiss()` asks the parent to dismiss.
final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.main)
  @Route var main = mainCoordinator
  func mainCoordinator() -> GymCoordinator { GymCoordinator() }
}
