import UIKCoordinator
import UIKit

enum ClinicRoute: NavigationRoute {
  case waiting(ClinicCoordinator)
  case doctor(ClinicCoordinator)
  case nurse
  case pharmacy
  case bill
  case receipt

  var transition: NavigationTransitionStyle {
    switch self {
    case .bill: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .waiting(let coordinator): return WaitingViewController(coordinator: coordinator)
    case .doctor(let coordinator): return DoctorViewController(coordinator: coordinator)
    case .nurse, .pharmacy, .bill, .receipt: return UIViewController()
    }
  }
}

enum Visit { case checkUp, injection }
enum Payment { case now, later }

final class ClinicCoordinator: NavigationCoordinator<ClinicRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .waiting(self), animated: animated) }

  func call(for visit: Visit) {
    func send(to route: ClinicRoute, animated: Bool = true) {
      router.navigate(to: route, animated: animated)
    }
    switch visit {
    case .checkUp: send(to: .doctor(self))
    case .injection: send(to: .nurse, animated: false)
    }
  }

  func settle(_ payment: Payment) {
    let show = { [weak self] (route: ClinicRoute) in self?.router.navigate(to: route) }
    if payment == .now {
      show(.bill)
    } else {
      show(.pharmacy)
    }
  }
}

final class WaitingViewController: UIViewController {
  private weak var coordinator: ClinicCoordinator?
  init(coordinator: ClinicCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func checkUpTapped() { coordinator?.call(for: .checkUp) }
  @objc func injectionTapped() { coordinator?.call(for: .injection) }
}

final class DoctorViewController: UIViewController {
  private weak var coordinator: ClinicCoordinator?
  init(coordinator: ClinicCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func payTapped() { coordinator?.settle(.now) }
  @objc func laterTapped() { coordinator?.settle(.later) }
}
