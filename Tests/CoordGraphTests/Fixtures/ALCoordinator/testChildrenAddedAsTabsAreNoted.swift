import UIKit
import UIKCoordinator

enum Page: TabbarPage, CaseIterable {
  case home
  func coordinator() -> Coordinator { HomeCoordinator() }
  var title: String { "Home" }
  var icon: String { "house" }
  var position: Int { 0 }
}

final class Tabs: TabbarCoordinator<Page> {
  init() { super.init(pages: Page.allCases, currentPage: .home) }
  func addPromo() { router.navigate(to: PromoCoordinator()) }
}

enum HomeRoute: NavigationRoute {
  case home
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { HomeViewController() }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home, animated: animated) }
}

final class HomeViewController: UIViewController {
  @objc func promoTapped() { (BaseCoordinator.mainCoordinator as? Tabs)?.addPromo() }
}

enum PromoRoute: NavigationRoute {
  case promo
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class PromoCoordinator: NavigationCoordinator<PromoRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .promo, animated: animated) }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let tabs = Tabs()
    window?.rootViewController = tabs.root
    BaseCoordinator.mainCoordinator = tabs
    tabs.start(animated: false)
  }
}
