import Jumper
import UIKit

final class ShopCoordinator: NavigationCoordinable {
  var navigation: Navigation<ShopCoordinator> = .init(initial: \.shop)
  @Route var shop = shopScreen
  @Route var checkout = checkoutFlow
  @Route var receipt = receiptScreen
  @Route var help = helpScreen

  func shopScreen() -> ScreenView {
    let controller = ShopViewController()
    controller.onCheckout = { [weak self] in self?.present(\.checkout) }
    return controller
  }

  func checkoutFlow() -> CheckoutCoordinator {
    let checkout = CheckoutCoordinator()
    checkout.onPaid = { [weak self] in self?.dismiss().push(\.receipt) }
    checkout.onNeedHelp = { [weak self] in self?.dismiss().push(\.help) }
    return checkout
  }

  func receiptScreen() -> ScreenView { UIViewController() }
  func helpScreen() -> ScreenView { UIViewController() }
}

final class ShopViewController: UIViewController {
  var onCheckout: (() -> Void)?
  @objc func checkoutTapped() { onCheckout?() }
}

final class CheckoutCoordinator: NavigationCoordinable {
  var navigation: Navigation<CheckoutCoordinator> = .init(initial: \.cart)
  var onPaid: (() -> Void)?
  var onNeedHelp: (() -> Void)?

  @Route var cart = cartScreen
  @Route var payment = paymentScreen

  func cartScreen() -> ScreenView {
    let controller = CartViewController()
    controller.onHelp = onNeedHelp
    controller.onPay = { [weak self] in self?.push(\.payment) }
    return controller
  }

  func paymentScreen() -> ScreenView {
    let controller = PaymentViewController()
    controller.onConfirm = onPaid
    return controller
  }
}

final class CartViewController: UIViewController {
  var onHelp: (() -> Void)?
  var onPay: (() -> Void)?
  @objc func helpTapped() { onHelp?() }
  @objc func payTapped() { onPay?() }
}

final class PaymentViewController: UIViewController {
  var onConfirm: (() -> Void)?
  @objc func confirmTapped() { onConfirm?() }
}
