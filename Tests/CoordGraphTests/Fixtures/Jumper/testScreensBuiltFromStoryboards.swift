import Jumper
import UIKit

final class ShopCoordinator: NavigationCoordinable {
  var navigation: Navigation<ShopCoordinator> = .init(initial: \.catalog)
  private let storyboard = UIStoryboard(name: "Main", bundle: nil)

  @Route var catalog = catalogScreen
  @Route var product = productScreen
  @Route var cart = cartScreen

  func catalogScreen() -> ScreenView {
    let controller = storyboard.instantiateViewController(withIdentifier: "Catalog") as! CatalogViewController
    controller.coordinator = self
    return controller
  }

  func productScreen() -> ScreenView {
    guard let controller = storyboard.instantiateViewController(withIdentifier: "Product") as? ProductViewController else {
      return UIViewController()
    }
    controller.coordinator = self
    return controller
  }

  func cartScreen() -> ScreenView {
    let controller: CartViewController = storyboard.instantiateViewController(identifier: "Cart")
    controller.coordinator = self
    return controller
  }
}

final class CatalogViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  @IBAction func productTapped(_ sender: Any) { coordinator?.push(\.product) }
}

final class ProductViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  @IBAction func addToCart(_ sender: UIButton) { coordinator?.present(\.cart) }
}

final class CartViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  @IBAction func close(_ sender: Any) { coordinator?.dismiss() }
}

// The app's root starts the coordinator, which so has a parent: its `dismiss()` asks the parent to dismiss.
final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.main)
  @Route var main = mainCoordinator
  func mainCoordinator() -> ShopCoordinator { ShopCoordinator() }
}
