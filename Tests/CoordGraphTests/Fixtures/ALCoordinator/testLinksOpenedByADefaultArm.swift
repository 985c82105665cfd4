import UIKit
import UIKCoordinator

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: ShopCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let coordinator = ShopCoordinator()
    window.rootViewController = coordinator.root
    window.makeKeyAndVisible()
    coordinator.start(animated: false)
    self.window = window
    self.coordinator = coordinator
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url, let link = ShopLink(url: url) else { return }
    coordinator?.open(link)
  }
}

enum ShopLink {
  case cart
  case orders
  case help

  init?(url: URL) {
    switch url.host {
    case "cart": self = .cart
    case "orders": self = .orders
    case "help": self = .help
    default: return nil
    }
  }
}

enum ShopRoute: NavigationRoute {
  case catalog
  case cart
  case orders
  case help
  var transition: NavigationTransitionStyle {
    switch self {
    case .help: return .modal
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .catalog: return CatalogViewController()
    case .cart: return CartViewController()
    case .orders: return OrdersViewController()
    case .help: return HelpViewController()
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  init() { super.init(parent: nil) }
  override func start(animated: Bool = true) { router.startFlow(route: .catalog) }

  func open(_ link: ShopLink) {
    switch link {
    case .cart: router.navigate(to: .cart)
    case .orders: router.navigate(to: .orders)
    default: router.navigate(to: .help)
    }
  }
}

final class CatalogViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  @objc func cartTapped() { coordinator?.open(.cart) }
}
final class CartViewController: UIViewController {}
final class OrdersViewController: UIViewController {}
final class HelpViewController: UIViewController {}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: CatalogViewController, _ value: ShopCoordinator) { screen.coordinator = value }
