import UIKCoordinator
import UIKit

enum BasketRoute: NavigationRoute {
  case basket(BasketCoordinator)
  case voucher

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .basket(let coordinator):
      let controller = BasketViewController()
      controller.coordinator = coordinator
      return controller
    case .voucher: return UIViewController()
    }
  }
}

final class BasketCoordinator: NavigationCoordinator<BasketRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .basket(self), animated: animated) }

  // Nothing calls it: the name is written only as its local.
  func checkout() {
    let checkout = PaymentCoordinator(presentationStyle: .fullScreen)
    router.navigate(to: checkout)
  }

  // Nothing calls it but itself.
  func voucher(attempts: Int) {
    guard attempts > 0 else { return router.navigate(to: .voucher) }
    voucher(attempts: attempts - 1)
  }
}

enum PaymentRoute: NavigationRoute {
  case card

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController { UIViewController() }
}

final class PaymentCoordinator: NavigationCoordinator<PaymentRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .card, animated: animated) }
}

final class BasketViewController: UIViewController {
  weak var coordinator: BasketCoordinator?
}
