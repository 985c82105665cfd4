import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case catalog(ShopCoordinator)
  case product(id: String, ShopCoordinator)
  case cart(ShopCoordinator)
  case checkout(ShopCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .catalog(let coordinator): return CatalogViewController(coordinator: coordinator)
    case .product(let id, let coordinator): return ProductViewController(id: id, coordinator: coordinator)
    case .cart(let coordinator): return CartViewController(coordinator: coordinator)
    case .checkout(let coordinator): return CheckoutViewController(coordinator: coordinator)
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .catalog(self), animated: animated)
  }

  func showProduct(_ id: String) { router.navigate(to: .product(id: id, self)) }

  func showCart(asSheet: Bool) {
    router.navigate(to: .cart(self), transitionStyle: asSheet ? .modal : .push, animated: true)
  }

  func checkout() { router.navigate(to: .checkout(self)) }

  func backToCart() {
    if !router.popToView(CartViewController.self) {
      router.navigate(to: .cart(self))
    }
  }

  func orderPlaced() {
    router.popToRoot(animated: false)
    (parent as? MarketTabs)?.currentPage = .orders
  }

  func showSizeGuide(from presenter: UIViewController) {
    router.present(SizeGuideViewController(), animated: true)
  }
}

final class CatalogViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func productTapped() { coordinator?.showProduct("p1") }
  @objc func cartTapped() { coordinator?.showCart(asSheet: false) }
}

final class ProductViewController: UIViewController {
  let id: String
  weak var coordinator: ShopCoordinator?
  init(id: String, coordinator: ShopCoordinator) {
    self.id = id
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func quickCart() { coordinator?.showCart(asSheet: true) }
  @objc func sizes() { coordinator?.showSizeGuide(from: self) }
}

final class CartViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func checkoutTapped() { coordinator?.checkout() }
}

final class CheckoutViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func editCart() { coordinator?.backToCart() }
  @objc func placeOrder() { coordinator?.orderPlaced() }
}

final class SizeGuideViewController: UIViewController {
  @objc func close() { dismiss(animated: true) }
}
