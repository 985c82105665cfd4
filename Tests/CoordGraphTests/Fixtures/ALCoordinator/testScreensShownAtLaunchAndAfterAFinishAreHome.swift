import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let app = AppCoordinator()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window?.rootViewController = app.root
    app.start(animated: false)
  }
}

enum AppRoute: NavigationRoute {
  case splash
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .splash, animated: animated)
    if Session.signedIn { showHome() } else { showLogin() }
  }

  func showLogin() {
    let login = LoginCoordinator(presentationStyle: .fullScreen)
    login.onDone = { [weak self, weak login] in
      login?.finishFlow(animated: true) { self?.showHome() }
    }
    router.navigate(to: login)
  }

  func showHome() { router.navigate(to: HomeCoordinator(presentationStyle: .fullScreen)) }
}

enum Session { static var signedIn = false }

enum LoginRoute: NavigationRoute {
  case form(LoginCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .form(let c):
      let form = FormViewController()
      form.onSubmit = { c.onDone?() }
      return form
    }
  }
}

final class LoginCoordinator: NavigationCoordinator<LoginRoute> {
  var onDone: (() -> Void)?
  override func start(animated: Bool = true) { router.startFlow(route: .form(self), animated: animated) }
}

final class FormViewController: UIViewController {
  var onSubmit: (() -> Void)?
  @objc private func submitTapped() { onSubmit?() }
}

enum HomeRoute: NavigationRoute {
  case feed(HomeCoordinator)
  case post
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .feed(let coordinator): return FeedViewController(coordinator: coordinator)
    case .post: return UIViewController()
    }
  }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .feed(self), animated: animated) }
  func post() { router.navigate(to: .post) }
}

final class FeedViewController: UIViewController {
  private unowned let coordinator: HomeCoordinator
  init(coordinator: HomeCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func postTapped() { coordinator.post() }
}
