import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let coordinator = HarbourCoordinator()
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = coordinator.root
    window?.makeKeyAndVisible()
    BaseCoordinator.mainCoordinator = coordinator
    coordinator.start(animated: false)
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    switch url.host {
    case "storm": StormCoordinator().forcePresentation(presentationStyle: .fullScreen)
    case "tides":
      TidesCoordinator().forcePresentation(presentationStyle: .formSheet, mainCoordinator: BaseCoordinator.mainCoordinator)
    default: break
    }
  }
}

enum HarbourRoute: NavigationRoute {
  case quay

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class HarbourCoordinator: NavigationCoordinator<HarbourRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .quay, animated: animated) }
}

enum StormRoute: NavigationRoute {
  case warning

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class StormCoordinator: NavigationCoordinator<StormRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .warning, animated: animated) }
}

enum TidesRoute: NavigationRoute {
  case table

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class TidesCoordinator: NavigationCoordinator<TidesRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .table, animated: animated) }
}
