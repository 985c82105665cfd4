import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let app = AppCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = app.view()
    window.makeKeyAndVisible()
    self.window = window
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url else { return }
    app.open(url)
  }
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.launch)
  var signedIn = false

  @Route var launch = launchScreen
  @Route var login = loginScreen
  @Route var main = mainStack

  func launchScreen() -> ScreenView {
    let controller = LaunchViewController()
    controller.onReady = { [weak self] in
      guard let self else { return }
      self.root(self.signedIn ? \.main : \.login)
    }
    return controller
  }

  func loginScreen() -> ScreenView { UIViewController() }
  func mainStack() -> MainCoordinator { MainCoordinator() }

  func open(_ url: URL) {
    guard url.host == "item" else { return }
    root(signedIn ? \.main : \.login)
  }
}

final class LaunchViewController: UIViewController {
  var onReady: (() -> Void)?
  override func viewDidAppear(_ animated: Bool) { onReady?() }
}

final class MainCoordinator: NavigationCoordinable {
  var navigation: Navigation<MainCoordinator> = .init(initial: \.list)
  var isPro = false

  @Route var list = listScreen
  @Route var item = itemScreen
  @Route var upgrade = upgradeScreen

  func listScreen() -> ScreenView {
    let controller = ListViewController()
    controller.coordinator = self
    return controller
  }
  func itemScreen() -> ScreenView { UIViewController() }
  func upgradeScreen() -> ScreenView { UIViewController() }
}

final class ListViewController: UIViewController {
  weak var coordinator: MainCoordinator?
  @objc func itemTapped() {
    guard let coordinator else { return }
    coordinator.push(coordinator.isPro ? \.item : \.upgrade, animated: true)
  }
}
