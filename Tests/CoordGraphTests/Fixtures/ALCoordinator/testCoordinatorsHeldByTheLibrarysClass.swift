import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let coordinator = ShopCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    window?.rootViewController = coordinator.root
    coordinator.start(animated: false)
  }
}

enum ShopRoute: NavigationRoute {
  case list
  case item
  case basket

  var transition: NavigationTranslationType {
    switch self {
    case .list, .item: return .push
    case .basket: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list: return ListViewController()
    case .item: return ItemViewController()
    case .basket: return BasketViewController()
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list, animated: animated) }
}

class ShopViewController: UIViewController {
  weak var coordinator: UIKCoordinator.NavigationCoordinator<ShopRoute>?
}

final class ListViewController: ShopViewController {
  @IBAction func open() { coordinator?.router.navigate(to: .item) }
}

final class ItemViewController: ShopViewController {
  @IBAction func basket() { coordinator?.router.navigate(to: .basket) }
}

final class BasketViewController: ShopViewController {
  @IBAction func close() { coordinator?.router.dismiss() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ShopViewController, _ value: UIKCoordinator.NavigationCoordinator<ShopRoute>) { screen.coordinator = value }
