import UIKCoordinator
import UIKit

enum BookingRoute: NavigationRoute {
  case slots(BookingCoordinator)
  case confirm(BookingCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .slots(let owner): return SlotsViewController(coordinator: owner)
    case .confirm(let owner): return ConfirmViewController(coordinator: owner)
    }
  }
}

final class BookingCoordinator: NavigationCoordinator<BookingRoute> {
  let service: String
  private weak var salon: SalonCoordinator?

  init(service: String, parent: SalonCoordinator) {
    self.service = service
    self.salon = parent
    super.init(parent: parent, presentationStyle: .formSheet)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .slots(self), animated: animated)
  }

  func pick() { router.navigate(to: .confirm(self)) }

  func close(confirmed: Bool) {
    finishFlow(animated: true) { [weak self] in
      self?.salon?.bookingFinished(confirmed: confirmed)
    }
  }
}

final class SlotsViewController: UIViewController {
  private weak var coordinator: BookingCoordinator?
  init(coordinator: BookingCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func slotTapped() { coordinator?.pick() }
  @objc private func cancelTapped() { coordinator?.close(confirmed: false) }
}

final class ConfirmViewController: UIViewController {
  private weak var coordinator: BookingCoordinator?
  init(coordinator: BookingCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func confirmTapped() { coordinator?.close(confirmed: true) }
}

enum ProfileRoute: NavigationRoute {
  case profile(ProfileCoordinator)
  case appointments

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .profile(let owner): return ProfileViewController(coordinator: owner)
    case .appointments: return UIViewController()
    }
  }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
  init() { super.init(parent: nil, presentationStyle: .pageSheet) }

  override func start(animated: Bool) {
    router.startFlow(route: .profile(self), animated: animated)
  }

  func showAppointments() { router.navigate(to: .appointments) }
  func close() { finishFlow(animated: true) }
}

final class ProfileViewController: UIViewController {
  private weak var coordinator: ProfileCoordinator?
  init(coordinator: ProfileCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func appointmentsTapped() { coordinator?.showAppointments() }
  @objc private func doneTapped() { coordinator?.close() }
}
