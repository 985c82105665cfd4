import UIKCoordinator
import UIKit

struct Workout { let id: Int; let needsHeartRate: Bool }

enum WorkoutsRoute: NavigationRoute {
  case catalog(WorkoutsCoordinator)
  case detail(Workout, WorkoutsCoordinator)
  case heartRateHelp
  case live(Workout, WorkoutsCoordinator)
  case summary(WorkoutsCoordinator)
  case shareSheet

  var transition: NavigationTransitionStyle {
    switch self {
    case .catalog, .detail, .summary: return .push
    case .heartRateHelp, .shareSheet: return .modal
    case .live: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .catalog(let coordinator): return CatalogViewController(coordinator: coordinator)
    case .detail(let workout, let coordinator): return DetailViewController(workout: workout, coordinator: coordinator)
    case .heartRateHelp: return UIViewController()
    case .live(let workout, let coordinator): return LiveViewController(workout: workout, coordinator: coordinator)
    case .summary(let coordinator): return SummaryViewController(coordinator: coordinator)
    case .shareSheet: return UIActivityViewController(activityItems: [], applicationActivities: nil)
    }
  }
}

final class WorkoutsCoordinator: NavigationCoordinator<WorkoutsRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .catalog(self), animated: animated)
  }

  func show(_ route: WorkoutsRoute) {
    router.navigate(to: route)
  }

  func begin(_ workout: Workout, sensorConnected: Bool) {
    guard !workout.needsHeartRate || sensorConnected else {
      show(.heartRateHelp)
      return
    }
    show(.live(workout, self))
  }

  func finishLive() {
    router.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.show(.summary(self))
    }
  }

  func backToCatalog() { router.popToRoot() }
}

final class CatalogViewController: UIViewController {
  weak var coordinator: WorkoutsCoordinator?
  init(coordinator: WorkoutsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  func open(_ workout: Workout) {
    guard let coordinator else { return }
    coordinator.show(.detail(workout, coordinator))
  }
}

final class DetailViewController: UIViewController {
  let workout: Workout
  weak var coordinator: WorkoutsCoordinator?
  private let sensor = HeartRateSensor()
  init(workout: Workout, coordinator: WorkoutsCoordinator) {
    self.workout = workout
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func startTapped() { coordinator?.begin(workout, sensorConnected: sensor.isConnected) }
}

final class HeartRateSensor { var isConnected = false }

final class LiveViewController: UIViewController {
  let workout: Workout
  weak var coordinator: WorkoutsCoordinator?
  init(workout: Workout, coordinator: WorkoutsCoordinator) {
    self.workout = workout
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func stopTapped() { coordinator?.finishLive() }
}

final class SummaryViewController: UIViewController {
  weak var coordinator: WorkoutsCoordinator?
  init(coordinator: WorkoutsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func doneTapped() { coordinator?.backToCatalog() }
}
