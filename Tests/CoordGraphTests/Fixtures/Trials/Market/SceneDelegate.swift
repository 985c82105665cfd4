import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var tabs: MarketTabs?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    let tabs = MarketTabs()
    window.rootViewController = tabs.root
    window.makeKeyAndVisible()
    self.window = window
    self.tabs = tabs
    tabs.start(animated: false)
    if let url = options.urlContexts.first?.url { open(url) }
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url else { return }
    open(url)
  }

  private func open(_ url: URL) {
    guard let tabs, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
    switch components.host {
    case "order":
      tabs.showOrder(id: components.queryItems?.first?.value ?? "")
    case "promo":
      let promo = PromoCoordinator()
      promo.forcePresentation(presentationStyle: .formSheet, mainCoordinator: tabs)
    default:
      break
    }
  }
}

enum MarketPage: TabbarPage {
  case shop, orders

  var title: String {
    switch self {
    case .shop: return "Shop"
    case .orders: return "Orders"
    }
  }
  var position: Int {
    switch self {
    case .shop: return 0
    case .orders: return 1
    }
  }
  func coordinator() -> Coordinator {
    switch self {
    case .shop: return ShopCoordinator()
    case .orders: return OrdersCoordinator()
    }
  }
}

final class MarketTabs: TabbarCoordinator<MarketPage> {
  init() { super.init(pages: [.shop, .orders], currentPage: .shop) }

  func showOrder(id: String) {
    currentPage = .orders
    (getCoordinatorSelected() as? OrdersCoordinator)?.showOrder(id: id)
  }
}

enum PromoRoute: NavigationRoute {
  case offer
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class PromoCoordinator: NavigationCoordinator<PromoRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .offer, animated: animated) }
}
