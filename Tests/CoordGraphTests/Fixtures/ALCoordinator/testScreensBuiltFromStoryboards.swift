import UIKCoordinator
import UIKit

protocol Storyboarded {
  static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    let name = String(describing: self)
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    return storyboard.instantiateViewController(withIdentifier: name) as! Self
  }
}

enum StallRoute: NavigationRoute {
  case catalog(StallCoordinator)
  case product(StallCoordinator, id: String)
  case basket(StallCoordinator)
  case checkout(StallCoordinator)
  case receipt(StallCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .catalog, .product: return .push
    case .basket: return .modal
    case .checkout, .receipt: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .catalog(let coordinator):
      let controller = CatalogViewController.instantiate()
      controller.coordinator = coordinator
      return controller
    case .product(let coordinator, let id):
      let controller = UIStoryboard(name: "Main", bundle: nil)
        .instantiateViewController(withIdentifier: "Product") as! ProductViewController
      controller.coordinator = coordinator
      controller.productID = id
      return controller
    case .basket(let coordinator):
      let controller: BasketViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Basket")
      controller.coordinator = coordinator
      return UINavigationController(rootViewController: controller)
    case .checkout(let coordinator):
      guard let controller = UIStoryboard(name: "Checkout", bundle: nil).instantiateInitialViewController() as? CheckoutViewController else {
        return UIViewController()
      }
      controller.coordinator = coordinator
      return controller
    case .receipt(let coordinator):
      print("receipt")
      return ReceiptViewController(coordinator: coordinator)
    }
  }
}

final class StallCoordinator: NavigationCoordinator<StallRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .catalog(self), animated: animated)
  }

  func showProduct(_ id: String) { router.navigate(to: .product(self, id: id)) }
  func showBasket() { router.navigate(to: .basket(self)) }
  func checkout() { router.navigate(to: .checkout(self)) }
  func close() { router.dismiss(animated: true) }
  func showReceipt() { router.navigate(to: .receipt(self)) }
}

final class CatalogViewController: UIViewController, Storyboarded {
  weak var coordinator: StallCoordinator?
  @IBAction func productTapped(_ sender: UIButton) { coordinator?.showProduct("p1") }
  @IBAction func basketTapped(_ sender: Any) { coordinator?.showBasket() }
}

final class ProductViewController: UIViewController {
  weak var coordinator: StallCoordinator?
  var productID = ""
  @IBAction func addTapped(_ sender: Any) { coordinator?.showBasket() }
}

final class BasketViewController: UIViewController, Storyboarded {
  weak var coordinator: StallCoordinator?
  @IBAction func checkoutTapped(_ sender: Any) { coordinator?.checkout() }
  @IBAction func closeTapped(_ sender: Any) { coordinator?.close() }
}

final class CheckoutViewController: UIViewController {
  weak var coordinator: StallCoordinator?
  @IBAction func doneTapped(_ sender: Any) { coordinator?.close() }
  @IBAction func receiptTapped(_ sender: Any) { coordinator?.showReceipt() }
}

final class ReceiptViewController: UIViewController {
  private let coordinator: StallCoordinator
  init(coordinator: StallCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @IBAction func closeTapped(_ sender: Any) { coordinator.close() }
}
