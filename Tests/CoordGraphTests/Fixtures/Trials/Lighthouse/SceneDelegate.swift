import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var app: KeeperCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let app = KeeperCoordinator(settings: .standard)
    window.rootViewController = app.root
    window.makeKeyAndVisible()
    app.start(animated: false)
    self.window = window
    self.app = app
  }
}

enum KeeperRoute: NavigationRoute {
  case beacon

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class KeeperCoordinator: NavigationCoordinator<KeeperRoute> {
  private let settings: UserDefaults

  init(settings: UserDefaults) {
    self.settings = settings
    super.init(parent: nil)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .beacon, animated: animated)
    guard settings.bool(forKey: "onboarded") else {
      showOnboarding()
      return
    }
    showLog()
  }

  private func showOnboarding() {
    let onboarding = OnboardingCoordinator()
    onboarding.onDone = { [weak self, weak onboarding] in
      self?.settings.set(true, forKey: "onboarded")
      onboarding?.finishFlow(animated: true) { [weak self] in
        self?.showLog()
      }
    }
    router.navigate(to: onboarding)
  }

  private func showLog() {
    router.navigate(to: LogCoordinator())
  }
}
