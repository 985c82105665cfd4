import UIKCoordinator
import UIKit

enum MainRoute: NavigationRoute {
  case home
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class MainCoordinator: NavigationCoordinator<MainRoute> {
  override func start(animated: Bool) { router.startFlow(route: .home) }
}

// Its route enum lives in a module that was not read.
final class PaymentsCoordinator: NavigationCoordinator<PaymentsRoute> {
  override func start(animated: Bool) { router.startFlow(route: .card) }
}

final class ShellTabs: TabbarCoordinator<ShellPage> {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var main: MainCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    main = MainCoordinator()
    main?.start(animated: false)
  }

  func showPayments() {
    let payments = PaymentsCoordinator()
    payments.start(animated: true)
  }
}
