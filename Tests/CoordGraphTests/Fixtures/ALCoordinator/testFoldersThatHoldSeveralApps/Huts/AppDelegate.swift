import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: HutsCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    let coordinator = HutsCoordinator()
    window?.rootViewController = coordinator.root
    self.coordinator = coordinator
    coordinator.start(animated: false)
  }
}

enum HutsRoute: NavigationRoute {
  case huts
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class HutsCoordinator: NavigationCoordinator<HutsRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .huts, animated: animated) }
}

/// A second window scene of the same app (an external display's): no second app.
final class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}
