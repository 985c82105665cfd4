import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case cart(CartModel)
  case checkout
  case receipt

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .cart(let model): return CartViewController(model: model)
    default: return UIViewController()
    }
  }
}

final class CartModel {
  weak var coordinator: ShopCoordinator?
  var interrupted: ShopRoute?

  func checkoutTapped() {
    interrupted.map { _ in coordinator?.resumeCheckout() }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) {
    let model = CartModel()
    model.coordinator = self
    router.startFlow(route: .cart(model), animated: animated)
  }
  func resumeCheckout() { router.navigate(to: .checkout) }
}

final class CartViewController: UIViewController {
  let model: CartModel
  init(model: CartModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func checkoutTapped() { model.checkoutTapped() }
}
