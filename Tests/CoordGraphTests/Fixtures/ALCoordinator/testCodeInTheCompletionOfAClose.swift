import UIKCoordinator
import UIKit

enum GarageRoute: NavigationRoute {
  case cars(GarageCoordinator)
  case receipt

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .cars(let coordinator):
      let cars = CarsViewController()
      cars.coordinator = coordinator
      return cars
    case .receipt: return ReceiptViewController()
    }
  }
}

final class GarageCoordinator: NavigationCoordinator<GarageRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .cars(self), animated: animated)
  }

  func book() {
    let booking = BookingCoordinator(presentationStyle: .pageSheet)
    booking.onBooked = { [weak self] in self?.router.navigate(to: .receipt) }
    router.navigate(to: booking)
  }
}

final class CarsViewController: UIViewController {
  weak var coordinator: GarageCoordinator?
  @objc func book() { coordinator?.book() }
}

final class ReceiptViewController: UIViewController {}

enum BookingRoute: NavigationRoute {
  case slot(BookingCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .slot(let coordinator):
      let slot = SlotViewController()
      slot.coordinator = coordinator
      return slot
    }
  }
}

final class BookingCoordinator: NavigationCoordinator<BookingRoute> {
  var onBooked: (() -> Void)?

  override func start(animated: Bool = true) {
    router.startFlow(route: .slot(self), animated: animated)
  }

  func confirm() {
    router.close(animated: true) { [weak self] in
      self?.onBooked?()
    }
  }
}

final class SlotViewController: UIViewController {
  weak var coordinator: BookingCoordinator?
  @objc func confirm() { coordinator?.confirm() }
}
