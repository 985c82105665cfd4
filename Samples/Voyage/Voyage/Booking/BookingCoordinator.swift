import Jumper
import UIKit

/// A child flow, presented by Explore, dismissed when the booking is confirmed.
final class BookingCoordinator: NavigationCoordinable {
  var navigation: Navigation<BookingCoordinator> = .init(initial: \.dates)
  private let destination: String

  init(destination: String) { self.destination = destination }

  @Route var dates = datesScreen
  @Route var travellers = travellersScreen
  @Route var payment = paymentScreen
  @Route var confirmation = confirmationScreen

  func datesScreen() -> ScreenView {
    let controller = DatesViewController()
    controller.coordinator = self
    return controller
  }

  func travellersScreen() -> ScreenView {
    let controller = TravellersViewController()
    controller.coordinator = self
    return controller
  }

  func paymentScreen() -> ScreenView {
    let controller = PaymentViewController()
    controller.coordinator = self
    return controller
  }

  func confirmationScreen() -> ScreenView {
    let controller = ConfirmationViewController()
    controller.coordinator = self
    return controller
  }
}

final class DatesViewController: UIViewController {
  weak var coordinator: BookingCoordinator?
  @objc private func nextTapped() { coordinator?.push(\.travellers) }
}

final class TravellersViewController: UIViewController {
  weak var coordinator: BookingCoordinator?
  @objc private func nextTapped() { coordinator?.push(\.payment) }
}

final class PaymentViewController: UIViewController {
  weak var coordinator: BookingCoordinator?
  @objc private func payTapped() { coordinator?.push(\.confirmation) }
  @objc private func changeDatesTapped() { coordinator?.pop(to: \.dates) }
}

final class ConfirmationViewController: UIViewController {
  weak var coordinator: BookingCoordinator?
  @objc private func doneTapped() { coordinator?.dismiss() }
}
