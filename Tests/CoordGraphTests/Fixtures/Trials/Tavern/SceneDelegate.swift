import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = TavernAppCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = app.view()
    window.makeKeyAndVisible()
    self.window = window
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return }
    switch components.host {
    case "order":
      guard let id = components.queryItems?.first(where: { $0.name == "id" })?.value else { return }
      app.hasRoot(\.home)?
        .focus(\.orders)
        .push(\.order, input: id)
    case "menu":
      app.hasRoot(\.home)?.focus(\.menu)
    default:
      break
    }
  }
}

protocol AlertCoordinable: ScreenViewPresentable {}

extension AlertCoordinable {
  func presentAlert(title: String, message: String) {
    let controller = view()
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    controller.present(alert, animated: true)
  }
}

final class TavernAppCoordinator: RootCoordinable {
  var navigation: RootNavigation<TavernAppCoordinator> = .init(initial: \.welcome)

  @Route var welcome = welcomeScreen
  @Route var home = homeFlow

  func welcomeScreen() -> ScreenView {
    let controller = WelcomeViewController()
    controller.onEnter = { [weak self] in self?.root(\.home) }
    return controller
  }

  func homeFlow() -> TavernTabs {
    TavernTabs(onSignOut: { [weak self] in self?.root(\.welcome) })
  }
}

final class WelcomeViewController: UIViewController {
  var onEnter: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let enter = UIButton(type: .system, primaryAction: UIAction(title: "Come in") { [weak self] _ in self?.onEnter?() })
    view.addSubview(enter)
  }
}

final class TavernTabs: TabCoordinable {
  var navigation: TabNavigation<TavernTabs> = .init {
    \TavernTabs.menu
    \TavernTabs.orders
    \TavernTabs.account
  }

  @Route(tabItem: menuTab) var menu = menuFlow
  @Route(tabItem: ordersTab) var orders = ordersFlow
  @Route(tabItem: accountTab) var account = accountFlow

  private let onSignOut: () -> Void

  init(onSignOut: @escaping () -> Void) {
    self.onSignOut = onSignOut
  }

  func menuFlow() -> MenuCoordinator { MenuCoordinator(tabs: self) }
  func ordersFlow() -> OrdersCoordinator { OrdersCoordinator() }
  func accountFlow() -> AccountCoordinator { AccountCoordinator(signOut: onSignOut) }

  func menuTab() -> UITabBarItem { UITabBarItem(title: "Menu", image: nil, tag: 0) }
  func ordersTab() -> UITabBarItem { UITabBarItem(title: "Orders", image: nil, tag: 1) }
  func accountTab() -> UITabBarItem { UITabBarItem(title: "Account", image: nil, tag: 2) }

  func showOrders() { focus(\.orders) }
}
