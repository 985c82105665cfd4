import UIKit
import UIKCoordinator

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var main: MainCoordinator?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    main = MainCoordinator()
    window?.rootViewController = main?.root
    main?.start(animated: false)
  }
}

enum MainRoute: NavigationRoute {
  case home
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { HomeViewController() }
}

final class MainCoordinator: NavigationCoordinator<MainRoute> {
  override func start(animated: Bool = false) { router.startFlow(route: .home, animated: animated) }
  func report() { router.navigate(to: ReportCoordinator(presentationStyle: .formSheet)) }
}

final class HomeViewController: UIViewController {
  weak var coordinator: MainCoordinator?
  @objc func reportTapped() { coordinator?.report() }
}

enum ReportRoute: NavigationRoute {
  case reason
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { ReasonViewController() }
}

final class ReportCoordinator: NavigationCoordinator<ReportRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .reason, animated: animated) }
  func sent() { finishFlow(animated: true) }
  func signOut() { restartApp() }
}

final class ReasonViewController: UIViewController {
  weak var coordinator: ReportCoordinator?
  @objc func sendTapped() { coordinator?.sent() }
  @objc func signOutTapped() { coordinator?.signOut() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: HomeViewController, _ value: MainCoordinator) { screen.coordinator = value }
func wire(_ screen: ReasonViewController, _ value: ReportCoordinator) { screen.coordinator = value }
