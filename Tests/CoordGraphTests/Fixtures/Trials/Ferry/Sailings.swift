import UIKCoordinator
import UIKit

enum SailingsRoute: NavigationRoute {
  case timetable(SailingsCoordinator)
  case sailing(SailingsCoordinator, id: Int)
  case vehicle(SailingsCoordinator)
  case summary(SailingsCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .vehicle: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .timetable(let c): return TimetableViewController(coordinator: c)
    case .sailing(let c, let id): return SailingViewController(coordinator: c, id: id)
    case .vehicle(let c): return VehicleViewController(coordinator: c)
    case .summary(let c): return SummaryViewController(coordinator: c)
    }
  }
}

final class SailingsCoordinator: NavigationCoordinator<SailingsRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .timetable(self), animated: animated)
  }

  func open(sailing id: Int) { router.navigate(to: .sailing(self, id: id)) }

  func addVehicle() {
    router.navigate(to: .vehicle(self), animated: true) { [weak self] in
      print("vehicle form shown \(String(describing: self))")
    }
  }

  func vehicleAdded() {
    router.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.router.navigate(to: .summary(self))
    }
  }

  func startOver() {
    router.popToView(TimetableViewController.self, animated: true)
  }
}

class FerryViewController: UIViewController {
  unowned let coordinator: SailingsCoordinator
  init(coordinator: SailingsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class TimetableViewController: FerryViewController {
  @objc private func rowTapped() { coordinator.open(sailing: 7) }
}

final class SailingViewController: FerryViewController {
  let id: Int
  init(coordinator: SailingsCoordinator, id: Int) {
    self.id = id
    super.init(coordinator: coordinator)
  }
  @objc private func vehicleTapped() { coordinator.addVehicle() }
}

final class VehicleViewController: FerryViewController {
  @objc private func saveTapped() { coordinator.vehicleAdded() }
  @objc private func cancelTapped() { dismiss(animated: true) }
}

final class SummaryViewController: FerryViewController {
  @objc private func doneTapped() { coordinator.startOver() }
}
