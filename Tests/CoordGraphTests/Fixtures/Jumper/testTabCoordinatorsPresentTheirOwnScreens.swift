import Jumper
import UIKit

final class ShopTabsCoordinator: TabCoordinable {
  var navigation: TabNavigation<ShopTabsCoordinator> = .init {
    \ShopTabsCoordinator.catalog
    \ShopTabsCoordinator.cart
  }

  @Route(tabItem: catalogTab) var catalog = catalogFlow
  @Route(tabItem: cartTab) var cart = cartFlow
  @Route var support = supportScreen
  @Route var promo = promoScreen

  func catalogFlow() -> CatalogCoordinator { CatalogCoordinator(tabs: self) }
  func cartFlow() -> CartCoordinator { CartCoordinator() }
  func supportScreen() -> ScreenView { SupportViewController() }
  func promoScreen() -> ScreenView { SupportViewController() }
  func catalogTab() -> UITabBarItem { UITabBarItem() }
  func cartTab() -> UITabBarItem { UITabBarItem() }

  func showSupport() { present(\.support) }
  func showPromo() { present(\.promo) }

  func onOpenURL(_ url: URL?) {
    guard url?.host == "support" else { return }
    present(\.support)
  }
}

final class CatalogCoordinator: NavigationCoordinable {
  var navigation: Navigation<CatalogCoordinator> = .init(initial: \.shelf)
  private weak var tabs: ShopTabsCoordinator?

  @Route var shelf = shelfScreen

  init(tabs: ShopTabsCoordinator) { self.tabs = tabs }

  func shelfScreen() -> ScreenView { ShelfViewController(tabs: tabs) }
}

final class CartCoordinator: NavigationCoordinable {
  var navigation: Navigation<CartCoordinator> = .init(initial: \.items)

  @Route var items = itemsScreen

  func itemsScreen() -> ScreenView { ItemsViewController() }
}

final class ShelfViewController: UIViewController {
  private weak var tabs: ShopTabsCoordinator?

  init(tabs: ShopTabsCoordinator?) {
    self.tabs = tabs
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func helpTapped() { tabs?.showSupport() }
}

final class SupportViewController: UIViewController {
  @objc func closeTapped() { dismiss(animated: true) }
}

final class ItemsViewController: UIViewController {}

// A notification received in the foreground: UIKit calls the delegate's method, no screen is behind it.
final class PromoHandler: NSObject, UNUserNotificationCenterDelegate {
  weak var tabs: ShopTabsCoordinator?
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    tabs?.showPromo()
    return []
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: PromoHandler, _ value: ShopTabsCoordinator) { screen.tabs = value }
