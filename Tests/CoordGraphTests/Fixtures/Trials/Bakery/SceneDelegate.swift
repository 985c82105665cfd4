import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private lazy var appCoordinator = AppCoordinator(session: SessionStore.shared)

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = appCoordinator.root
    window?.makeKeyAndVisible()
    appCoordinator.start(animated: false)
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    appCoordinator.open(url)
  }
}

final class SessionStore {
  static let shared = SessionStore()
  var isSignedIn = false
}

enum AppRoute: NavigationRoute {
  case launch

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { LaunchViewController() }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  private let session: SessionStore
  private lazy var factory = CoordinatorFactory(session: session)

  init(session: SessionStore) {
    self.session = session
    super.init(parent: nil)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .launch, animated: animated)
    if session.isSignedIn {
      showShop()
    } else {
      showWelcome()
    }
  }

  private func showWelcome() {
    let welcome = factory.makeWelcome()
    welcome.onFinish = { [weak self] in
      self?.showShop()
    }
    router.navigate(to: welcome)
  }

  private func showShop() {
    router.navigate(to: factory.makeShop())
  }

  func open(_ url: URL) {
    switch url.host {
    case "cart":
      (getTopCoordinator() as? ShopTabsCoordinator)?.currentPage = .cart
    case "order":
      guard let tabs = getTopCoordinator() as? ShopTabsCoordinator else { return }
      tabs.currentPage = .orders
    default:
      break
    }
  }
}

final class CoordinatorFactory {
  private let session: SessionStore
  init(session: SessionStore) { self.session = session }

  func makeWelcome() -> WelcomeCoordinator { WelcomeCoordinator(session: session) }
  func makeShop() -> ShopTabsCoordinator { ShopTabsCoordinator() }
  func makeCheckout(total: Int) -> CheckoutCoordinator { CheckoutCoordinator(total: total) }
}

final class LaunchViewController: UIViewController {}
