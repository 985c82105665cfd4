import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let tabs = QuarryTabs()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = tabs.rootViewController
    window?.makeKeyAndVisible()
  }
}

final class QuarryTabs: TabCoordinable {
  var navigation: TabNavigation<QuarryTabs> = .init {
    \QuarryTabs.pits
    \QuarryTabs.trucks
  }

  @Route(tabItem: pitsTab) var pits = pitsScreen
  @Route(tabItem: trucksTab) var trucks = trucksScreen

  func pitsScreen() -> PitsCoordinator { PitsCoordinator() }
  func trucksScreen() -> TrucksCoordinator { TrucksCoordinator() }

  func pitsTab() -> UITabBarItem { UITabBarItem(title: "Pits", image: nil, tag: 0) }
  func trucksTab() -> UITabBarItem { UITabBarItem(title: "Trucks", image: nil, tag: 1) }
}

/// What the site map asks of the flow that shows it.
protocol SiteMapRouting: AnyObject {
  func closeMap()
  func mapPicked(site: String)
}

/// The quarry's site map, shown by both tabs.
final class SiteMapViewController: UIViewController {
  weak var router: SiteMapRouting?

  @objc private func doneTapped() { router?.closeMap() }

  @objc private func siteTapped() { router?.mapPicked(site: "north face") }
}
