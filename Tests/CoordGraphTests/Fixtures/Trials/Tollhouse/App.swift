import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = TollhouseCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = app.view()
    window.makeKeyAndVisible()
    self.window = window
  }

  /// Card numbers stay hidden in the app switcher.
  func sceneWillResignActive(_ scene: UIScene) {
    app.hasRoot(\.main)?.focus(\.account).present(\.privacy)
  }
}

final class TollhouseCoordinator: RootCoordinable {
  var navigation: RootNavigation<TollhouseCoordinator> = .init(initial: \.signIn)

  @Route var signIn = signInScreen
  @Route var main = mainFlow

  func signInScreen() -> ScreenView {
    let controller = SignInViewController()
    controller.onSignedIn = { [weak self] in self?.root(\.main) }
    return controller
  }

  func mainFlow() -> TollTabs { TollTabs() }
}

final class SignInViewController: UIViewController {
  var onSignedIn: (() -> Void)?

  @objc private func signInTapped() { onSignedIn?() }
}

final class TollTabs: TabCoordinable {
  var navigation: TabNavigation<TollTabs> = .init {
    \TollTabs.trips
    \TollTabs.account
  }

  @Route(tabItem: tripsItem) var trips = tripsFlow
  @Route(tabItem: accountItem) var account = accountFlow

  func tripsFlow() -> TripsCoordinator { TripsCoordinator() }
  func accountFlow() -> AccountCoordinator { AccountCoordinator() }

  func tripsItem() -> UITabBarItem { UITabBarItem(title: "Trips", image: UIImage(systemName: "car"), tag: 0) }
  func accountItem() -> UITabBarItem { UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 1) }
}
