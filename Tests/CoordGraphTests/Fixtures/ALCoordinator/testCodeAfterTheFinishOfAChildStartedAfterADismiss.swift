import UIKCoordinator
import UIKit

enum CafeRoute: NavigationRoute {
  case menu(CafeCoordinator)
  case cart(CafeCoordinator)
  case thanks

  var transition: NavigationTransitionStyle {
    switch self {
    case .menu: return .push
    case .cart, .thanks: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .menu(let coordinator): return MenuViewController(onCart: { coordinator.showCart() })
    case .cart(let coordinator): return CartViewController(onPay: { coordinator.pay() })
    case .thanks: return UIViewController()
    }
  }
}

final class CafeCoordinator: NavigationCoordinator<CafeRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .menu(self), animated: animated) }

  func showCart() { router.navigate(to: .cart(self)) }

  func pay() {
    router.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      let payment = PaymentCoordinator(presentationStyle: .fullScreen)
      payment.onPaid = { [weak self, weak payment] in
        payment?.finishFlow(animated: true) { self?.router.navigate(to: .thanks) }
      }
      self.router.navigate(to: payment)
    }
  }
}

enum PaymentRoute: NavigationRoute {
  case card(PaymentCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .card(let coordinator): return CardViewController(onConfirm: { coordinator.onPaid?() })
    }
  }
}

final class PaymentCoordinator: NavigationCoordinator<PaymentRoute> {
  var onPaid: (() -> Void)?
  override func start(animated: Bool = true) { router.startFlow(route: .card(self), animated: animated) }
}

final class MenuViewController: UIViewController {
  let onCart: () -> Void
  init(onCart: @escaping () -> Void) {
    self.onCart = onCart
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func cartTapped() { onCart() }
}

final class CartViewController: UIViewController {
  let onPay: () -> Void
  init(onPay: @escaping () -> Void) {
    self.onPay = onPay
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func payTapped() { onPay() }
}

final class CardViewController: UIViewController {
  let onConfirm: () -> Void
  init(onConfirm: @escaping () -> Void) {
    self.onConfirm = onConfirm
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func confirmTapped() { onConfirm() }
}
