import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = AppCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = app.view()
    window?.makeKeyAndVisible()
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    app.onOpenURL(URLContexts.first?.url)
  }
}

enum KennelLink {
  case pet(Int)
  case favourites
  case apply(Int)

  struct Invalid: Error {}

  init(url: URL) throws {
    let parts = url.pathComponents.filter { $0 != "/" }
    switch (url.host, parts.first.flatMap(Int.init)) {
    case ("pet", let id?): self = .pet(id)
    case ("apply", let id?): self = .apply(id)
    case ("favourites", _): self = .favourites
    default: throw Invalid()
    }
  }
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.splash)

  @Route var splash = splashScreen
  @Route var signIn = signInScreen
  @Route var home = homeCoordinator

  func splashScreen() -> ScreenView {
    let controller = SplashViewController()
    controller.onLoaded = { [weak self] signedIn in
      if signedIn {
        self?.root(\.home)
      } else {
        self?.root(\.signIn)
      }
    }
    return controller
  }

  func signInScreen() -> ScreenView {
    let controller = SignInViewController()
    controller.onSignedIn = { [weak self] in self?.root(\.home) }
    return controller
  }

  func homeCoordinator() -> KennelTabs { KennelTabs() }

  func onOpenURL(_ url: URL?) {
    guard let url, let link = try? KennelLink(url: url) else { return }
    guard let tabs = hasRoot(\.home) else { return }
    switch link {
    case .pet(let id):
      tabs.focus(\.browse).push(\.pet, input: id)
    case .apply(let id):
      tabs.focus(\.browse).push(\.pet, input: id).present(\.application, input: id)
    case .favourites:
      tabs.focus(\.favourites)
    }
  }
}

final class SplashViewController: UIViewController {
  var onLoaded: ((Bool) -> Void)?
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onLoaded?(UserDefaults.standard.bool(forKey: "token"))
  }
}

final class SignInViewController: UIViewController {
  var onSignedIn: (() -> Void)?
  @objc private func signIn() { onSignedIn?() }
}

final class KennelTabs: TabCoordinable {
  var navigation: TabNavigation<KennelTabs> = .init {
    \KennelTabs.browse
    \KennelTabs.favourites
  }

  @Route(tabItem: browseItem) var browse = browseCoordinator
  @Route(tabItem: favouritesItem) var favourites = favouritesCoordinator

  func browseCoordinator() -> BrowseCoordinator { BrowseCoordinator() }
  func favouritesCoordinator() -> FavouritesCoordinator { FavouritesCoordinator() }

  func browseItem() -> UITabBarItem { UITabBarItem(title: "Browse", image: nil, tag: 0) }
  func favouritesItem() -> UITabBarItem { UITabBarItem(title: "Favourites", image: nil, tag: 1) }
}
