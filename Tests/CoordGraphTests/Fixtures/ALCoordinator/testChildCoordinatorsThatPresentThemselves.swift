import UIKCoordinator
import UIKit

enum DeskRoute: NavigationRoute {
  case desk(coordinator: DeskCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .desk(let coordinator):
      let controller = DeskViewController()
      controller.coordinator = coordinator
      return controller
    }
  }
}

final class DeskCoordinator: NavigationCoordinator<DeskRoute> {
  init() {
    super.init(parent: nil)
    router.startFlow(route: .desk(coordinator: self), animated: false)
  }

  func showDrawer() {
    let drawer = DrawerCoordinator(parent: self)
    drawer.start(animated: true)
  }

  func showLamp() {
    LampCoordinator(parent: self, presentationStyle: .pageSheet).begin()
  }

  func showShelf() {
    ShelfCoordinator(parent: self).start(animated: true)
  }
}

class ModalCoordinator<Route: NavigationRoute>: NavigationCoordinator<Route> {
  func begin() {
    presentCoordinator(animated: true)
  }
}

enum DrawerRoute: NavigationRoute {
  case pens
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class DrawerCoordinator: NavigationCoordinator<DrawerRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .pens, animated: false)
    presentCoordinator(animated: animated)
  }
}

enum LampRoute: NavigationRoute {
  case bulb
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class LampCoordinator: ModalCoordinator<LampRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .bulb, animated: false)
  }
}

enum ShelfRoute: NavigationRoute {
  case books
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .books, animated: false)
  }
}

final class DeskViewController: UIViewController {
  weak var coordinator: DeskCoordinator?
  @objc func drawerTapped() { coordinator?.showDrawer() }
  @objc func lampTapped() { coordinator?.showLamp() }
  @objc func shelfTapped() { coordinator?.showShelf() }
}

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  var deskCoordinator: DeskCoordinator?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    deskCoordinator = DeskCoordinator()
    window?.rootViewController = deskCoordinator?.root
    deskCoordinator?.start(animated: true)
  }
}
