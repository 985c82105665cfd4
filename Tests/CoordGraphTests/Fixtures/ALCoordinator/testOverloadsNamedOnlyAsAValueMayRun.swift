import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let coordinator = ShelfCoordinator()
    window?.rootViewController = coordinator.root
    coordinator.start(animated: false)
  }
}

enum ShelfRoute: NavigationRoute {
  case list(ShelfCoordinator)
  case item
  case search

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator):
      let controller = ListViewController()
      controller.coordinator = coordinator
      return controller
    case .item, .search: return UIViewController()
    }
  }
}

final class ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list(self), animated: animated) }

  private func reveal(_ id: Int) { router.navigate(to: .item) }
  private func reveal(_ name: String) { router.navigate(to: .search) }

  func handlers() -> [Any] { [reveal as (Int) -> Void] }
}

final class ListViewController: UIViewController {
  weak var coordinator: ShelfCoordinator?
}
