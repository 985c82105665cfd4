import UIKCoordinator
import UIKit

enum HomeRoute: NavigationRoute {
  case home
  case receipt
  case help
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .home: return HomeViewController()
    case .receipt, .help: return UIViewController()
    }
  }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home, animated: animated) }

  func startCheckout() {
    let checkout = CheckoutCoordinator(presentationStyle: .fullScreen)
    checkout.onPaid = { [weak self] in
      checkout.finishFlow(animated: true) {}
      self?.router.navigate(to: .receipt)
    }
    checkout.onNeedHelp = { [weak self] in
      self?.router.navigate(to: .help)
    }
    router.navigate(to: checkout)
  }
}

enum CheckoutRoute: NavigationRoute {
  case cart
  case payment
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .cart: return CartViewController()
    case .payment: return PaymentViewController()
    }
  }
}

final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
  var onPaid: (() -> Void)?
  var onNeedHelp: (() -> Void)?
  override func start(animated: Bool = true) { router.startFlow(route: .cart, animated: animated) }
  func pay() { router.navigate(to: .payment) }
  func paid() { onPaid?() }
  func help() { onNeedHelp?() }
}

final class HomeViewController: UIViewController {
  weak var coordinator: HomeCoordinator?
  @objc func checkoutTapped() { coordinator?.startCheckout() }
}

final class CartViewController: UIViewController {
  weak var coordinator: CheckoutCoordinator?
  @objc func payTapped() { coordinator?.pay() }
  @objc func helpTapped() { coordinator?.help() }
}

final class PaymentViewController: UIViewController {
  weak var coordinator: CheckoutCoordinator?
  @objc func confirmTapped() { coordinator?.paid() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: HomeViewController, _ value: HomeCoordinator) { screen.coordinator = value }
func wire(_ screen: CartViewController, _ value: CheckoutCoordinator) { screen.coordinator = value }
func wire(_ screen: PaymentViewController, _ value: CheckoutCoordinator) { screen.coordinator = value }
