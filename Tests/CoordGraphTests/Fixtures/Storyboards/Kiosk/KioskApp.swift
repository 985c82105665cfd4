import UIKCoordinator
import UIKit

enum KioskRoute: NavigationRoute {
  case welcome
  case menu

  var transition: NavigationTransitionStyle { .push }

  var view: UIViewController {
    switch self {
    case .welcome: UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!
    case .menu: MenuViewController()
    }
  }
}

final class KioskCoordinator: NavigationCoordinator<KioskRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .welcome)
  }

  func showMenu() { router.navigate(to: .menu) }
}

final class MenuViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: KioskCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let coordinator = KioskCoordinator()
    self.coordinator = coordinator
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = coordinator.root
    window?.makeKeyAndVisible()
    coordinator.start()
  }
}
