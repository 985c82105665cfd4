import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let tabs = ShopTabs()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window?.rootViewController = tabs.root
    tabs.start(animated: false)
    tabs.showWhatsNew()
    return true
  }
}

enum ShopPage: TabbarPage, CaseIterable {
  case home

  var position: Int { 0 }
  var title: String { "Home" }
  var icon: UIImage { UIImage() }

  func coordinator() -> Coordinator { HomeCoordinator() }
}

// `router.present(WhatsNewViewController())` on the tab bar: a screen of the tab bar's own, presented over the tab
// that shows; called as the app launches, it fires from the launch screen (the first tab's start).
final class ShopTabs: TabbarCoordinator<ShopPage> {
  init() {
    super.init(pages: ShopPage.allCases, currentPage: .home)
  }

  func showWhatsNew() {
    router.present(WhatsNewViewController())
  }
}

final class WhatsNewViewController: UIViewController {
  @objc func closeTapped() { dismiss(animated: true) }
}

enum HomeRoute: NavigationRoute {
  case home

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController { UIViewController() }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .home)
  }
}
