import Jumper
import UIKit

final class TicketsCoordinator: NavigationCoordinable {
  var navigation: Navigation<TicketsCoordinator> = .init(initial: \.dates)

  @Route var dates = datesScreen
  @Route var seats = seatsScreen
  @Route var paid = paidScreen

  func datesScreen() -> ScreenView {
    let screen = DatesViewController()
    screen.next = { [weak self] in self?.push(\.seats) }
    screen.cancel = { [weak self] in self?.dismiss() }
    return screen
  }

  func seatsScreen() -> ScreenView {
    let screen = SeatsViewController()
    screen.pay = { [weak self] in self?.push(\.paid) }
    return screen
  }

  func paidScreen() -> ScreenView {
    let screen = PaidViewController()
    screen.done = { [weak self] in self?.dismiss() }
    return screen
  }
}

final class DatesViewController: UIViewController {
  var next: (() -> Void)?
  var cancel: (() -> Void)?
}

final class SeatsViewController: UIViewController {
  var pay: (() -> Void)?
  @objc private func payTapped() { pay?() }
}

final class PaidViewController: UIViewController {
  var done: (() -> Void)?
  @objc private func doneTapped() { done?() }
}

final class MapCoordinator: NavigationCoordinable {
  var navigation: Navigation<MapCoordinator> = .init(initial: \.floor)

  @Route var floor = floorScreen
  @Route var room = roomScreen

  func floorScreen() -> ScreenView {
    let screen = FloorViewController()
    screen.coordinator = self
    return screen
  }

  func roomScreen(number: Int) -> ScreenView { UIViewController() }
}

final class FloorViewController: UIViewController {
  weak var coordinator: MapCoordinator?
  @objc private func roomTapped() { coordinator?.push(\.room, input: 12) }
  @objc private func exhibitsTapped() {
    coordinator?.hasRoot(\.halls)
  }
}
