import UIKCoordinator
import UIKit

protocol CheckoutDelegate: AnyObject {
  func checkoutDidFinish(orderID: String)
}

enum ShopRoute: NavigationRoute {
  case catalog(ShopCoordinator)
  case thanks(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .catalog: return .push
    case .thanks: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .catalog(let coordinator): return CatalogViewController(coordinator: coordinator)
    case .thanks: return UIViewController()
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute>, CheckoutDelegate {
  override func start(animated: Bool = true) { router.startFlow(route: .catalog(self), animated: animated) }

  func checkout() {
    let checkout = CheckoutCoordinator(presentationStyle: .fullScreen)
    checkout.delegate = self
    router.navigate(to: checkout)
  }

  func checkoutDidFinish(orderID: String) {
    router.dismiss(animated: true) { [weak self] in self?.router.navigate(to: .thanks(orderID)) }
  }
}

enum CheckoutRoute: NavigationRoute {
  case cart(CheckoutCoordinator)
  case receipt(CheckoutCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .cart(let coordinator): return CartViewController(coordinator: coordinator)
    case .receipt(let coordinator): return ReceiptViewController(coordinator: coordinator)
    }
  }
}

final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
  weak var delegate: CheckoutDelegate?

  override func start(animated: Bool = true) { router.startFlow(route: .cart(self), animated: animated) }
  func pay() { router.navigate(to: .receipt(self)) }
  func done() { delegate?.checkoutDidFinish(orderID: "42") }
}

final class CatalogViewController: UIViewController {
  private unowned let coordinator: ShopCoordinator
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func checkoutTapped() { coordinator.checkout() }
}

final class CartViewController: UIViewController {
  private unowned let coordinator: CheckoutCoordinator
  init(coordinator: CheckoutCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func payTapped() { coordinator.pay() }
}

final class ReceiptViewController: UIViewController {
  private unowned let coordinator: CheckoutCoordinator
  init(coordinator: CheckoutCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func doneTapped() { coordinator.done() }
}
