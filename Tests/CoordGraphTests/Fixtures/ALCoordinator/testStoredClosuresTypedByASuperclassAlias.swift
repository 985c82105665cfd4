import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case cart(CartModel)
  case payment(CartModel)
  case help
  case receipt
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .cart(let model): return CartViewController(model: model)
    case .payment(let model): return PaymentViewController(model: model)
    case .help, .receipt: return UIViewController()
    }
  }
}

class ScreenModel {
  typealias Action = () -> Void
}

final class CartModel: ScreenModel {
  var onPay: Action?
  var onHelp: Action?
  var onPaid: Action?
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) {
    let model = CartModel()
    model.onPay = { [weak self] in self?.router.navigate(to: .payment(model)) }
    model.onHelp = { [weak self] in self?.router.navigate(to: .help) }
    model.onPaid = { [weak self] in self?.router.navigate(to: .receipt) }
    router.startFlow(route: .cart(model), animated: animated)
  }
}

final class CartViewController: UIViewController {
  let model: CartModel
  init(model: CartModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc func payTapped() { model.onPay?() }
  @objc func helpTapped() { model.onHelp?() }
}

final class PaymentViewController: UIViewController {
  let model: CartModel
  init(model: CartModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc func confirmTapped() { model.onPaid?() }
}
