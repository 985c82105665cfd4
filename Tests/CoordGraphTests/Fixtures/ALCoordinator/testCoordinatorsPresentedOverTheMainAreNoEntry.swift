import UIKCoordinator
import UIKit

enum HallRoute: NavigationRoute {
  case lobby

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController { UIViewController() }
}

final class HallCoordinator: NavigationCoordinator<HallRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) { router.startFlow(route: .lobby, animated: animated) }
}

enum WelcomeRoute: NavigationRoute {
  case hello

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController { UIViewController() }
}

final class WelcomeCoordinator: NavigationCoordinator<WelcomeRoute> {
  init() { super.init(parent: nil, presentationStyle: .fullScreen) }

  override func start(animated: Bool = true) { router.startFlow(route: .hello, animated: animated) }
}

final class TermsCoordinator: NavigationCoordinator<WelcomeRoute> {
  init() { super.init(parent: nil, presentationStyle: .formSheet) }

  override func start(animated: Bool = true) { router.startFlow(route: .hello, animated: animated) }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var hall: HallCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let hall = HallCoordinator()
    window?.rootViewController = hall.root
    hall.start()
    // Shown over the hall at launch: neither starts the app.
    if UserDefaults.standard.bool(forKey: "firstRun") {
      WelcomeCoordinator().forcePresentation(presentationStyle: .fullScreen, mainCoordinator: hall)
    } else {
      let terms = TermsCoordinator()
      terms.forcePresentation(presentationStyle: .formSheet, mainCoordinator: hall)
    }
    self.hall = hall
  }
}
