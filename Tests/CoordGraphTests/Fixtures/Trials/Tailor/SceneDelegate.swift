import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var shop: ShopTabsCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let shop = ShopTabsCoordinator()
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = shop.root
    window?.makeKeyAndVisible()
    shop.start(animated: false)
    self.shop = shop
    if let item = connectionOptions.shortcutItem {
      handle(item)
    }
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    handle(shortcutItem)
    completionHandler(true)
  }

  private func handle(_ item: UIApplicationShortcutItem) {
    switch item.type {
    case "com.tailor.newFitting":
      shop?.bookFitting()
    case "com.tailor.orders":
      shop?.showOrders()
    default:
      break
    }
  }
}

enum ShopPage: TabbarPage, CaseIterable {
  case fittings, orders

  var position: Int {
    switch self {
    case .fittings: return 0
    case .orders: return 1
    }
  }

  var title: String { self == .fittings ? "Fittings" : "Orders" }
  var icon: UIImage { UIImage() }

  func coordinator() -> Coordinator {
    switch self {
    case .fittings: return FittingsCoordinator()
    case .orders: return OrdersCoordinator()
    }
  }
}

final class ShopTabsCoordinator: TabbarCoordinator<ShopPage> {
  init() {
    super.init(pages: ShopPage.allCases, currentPage: .fittings)
  }

  func bookFitting() {
    setCurrentPage(.fittings)
    (getCoordinatorSelected() as? FittingsCoordinator)?.book()
  }

  func showOrders() {
    setCurrentPage(.orders)
  }
}
