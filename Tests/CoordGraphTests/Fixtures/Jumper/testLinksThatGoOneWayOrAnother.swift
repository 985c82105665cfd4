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
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.login)
  var signedIn = false

  @Route var login = loginScreen
  @Route var main = mainStack

  func loginScreen() -> ScreenView {
    let controller = LoginViewController()
    controller.onDone = { [weak self] in self?.root(\.main) }
    return controller
  }

  func mainStack() -> MainCoordinator { MainCoordinator() }

  func open(_ url: URL) {
    switch url.host {
    case "item":
      if signedIn {
        root(\.main).push(\.item)
      } else {
        root(\.login)
      }
    default: break
    }
  }
}

final class LoginViewController: UIViewController {
  var onDone: (() -> Void)?
  @objc func doneTapped() { onDone?() }
}

final class MainCoordinator: NavigationCoordinable {
  var navigation: Navigation<MainCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var item = itemScreen

  func listScreen() -> ScreenView {
    let controller = ListViewController()
    controller.coordinator = self
    return controller
  }
  func itemScreen() -> ScreenView { UIViewController() }
}

final class ListViewController: UIViewController {
  weak var coordinator: MainCoordinator?
  @objc func itemTapped() { coordinator?.push(\.item) }
}
