import Jumper
import UIKit

final class GalleryCoordinator: NavigationCoordinable {
  var navigation: Navigation<GalleryCoordinator> = .init(initial: \.rooms)

  @Route var rooms = roomsScreen
  @Route var tickets = ticketsFlow

  func roomsScreen() -> ScreenView {
    let screen = RoomsViewController()
    screen.coordinator = self
    return screen
  }

  func ticketsFlow() -> TicketsCoordinator { TicketsCoordinator() }
}

final class RoomsViewController: UIViewController {
  weak var coordinator: GalleryCoordinator?

  @objc private func buyTapped() {
    coordinator?.present(\.tickets).push(\.seats).push(\.paid)
  }
}

final class TicketsCoordinator: NavigationCoordinable {
  var navigation: Navigation<TicketsCoordinator> = .init(initial: \.dates)

  @Route var dates = datesScreen
  @Route var seats = seatsScreen
  @Route var paid = paidScreen

  func datesScreen() -> ScreenView { UIViewController() }
  func seatsScreen() -> ScreenView { UIViewController() }

  func paidScreen() -> ScreenView {
    let screen = PaidViewController()
    screen.done = { [weak self] in self?.dismiss() }
    return screen
  }
}

final class PaidViewController: UIViewController {
  var done: (() -> Void)?
  @objc private func doneTapped() { done?() }
}
