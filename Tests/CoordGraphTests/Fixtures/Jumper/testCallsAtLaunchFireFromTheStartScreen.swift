import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let app = AppCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    window?.rootViewController = app.view()
    window?.makeKeyAndVisible()
    app.launch()
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.splash)

  @Route var splash = splashScreen
  @Route var home = homeScreen
  @Route var login = loginScreen

  func splashScreen() -> ScreenView { UIViewController() }
  func homeScreen() -> ScreenView { UIViewController() }
  func loginScreen() -> ScreenView { UIViewController() }

  func launch() {
    if Session.isSignedIn {
      root(\.home)
    } else {
      root(\.login)
    }
  }
}

enum Session {
  static var isSignedIn = false
}
