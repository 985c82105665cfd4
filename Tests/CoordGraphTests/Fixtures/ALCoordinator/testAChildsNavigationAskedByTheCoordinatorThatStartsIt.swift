import UIKCoordinator
import UIKit

enum SalonRoute: NavigationRoute {
  case services(SalonCoordinator)
  case stylists

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .services(let owner): return ServicesViewController(coordinator: owner)
    case .stylists: return UIViewController()
    }
  }
}

final class SalonCoordinator: NavigationCoordinator<SalonRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .services(self), animated: animated)
  }

  func showStylists() { router.navigate(to: .stylists) }

  func showAppointments() {
    let profile = ProfileCoordinator()
    router.navigate(to: profile)
    profile.showAppointments()
  }
}

final class ServicesViewController: UIViewController {
  private weak var coordinator: SalonCoordinator?
  init(coordinator: SalonCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func stylistsTapped() { coordinator?.showStylists() }
  @objc private func appointmentsTapped() { coordinator?.showAppointments() }
}

enum ProfileRoute: NavigationRoute {
  case profile(ProfileCoordinator)
  case appointments
  case payments

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .profile(let owner): return ProfileViewController(coordinator: owner)
    case .appointments, .payments: return UIViewController()
    }
  }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
  init() { super.init(parent: nil, presentationStyle: .pageSheet) }

  override func start(animated: Bool) {
    router.startFlow(route: .profile(self), animated: animated)
  }

  func showAppointments() { router.navigate(to: .appointments) }
  func showPayments() { router.navigate(to: .payments) }
}

final class ProfileViewController: UIViewController {
  private weak var coordinator: ProfileCoordinator?
  init(coordinator: ProfileCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func paymentsTapped() { coordinator?.showPayments() }
}
