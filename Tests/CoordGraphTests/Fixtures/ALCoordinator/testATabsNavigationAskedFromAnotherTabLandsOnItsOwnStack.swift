import SUICoordinator
import SwiftUI

@main
struct ShopApp: App {
  let main = ShopTabs(currentPage: .home)
  var body: some Scene { WindowGroup { main.view } }
}

enum ShopPage: TabbarPage, CaseIterable {
  case home, cart
  func coordinator() -> Coordinator {
    switch self {
    case .home: return HomeCoordinator()
    case .cart: return CartCoordinator()
    }
  }
  var title: String { "t" }
  var icon: String { "i" }
  var position: Int { self == .home ? 0 : 1 }
}

final class ShopTabs: TabbarCoordinator<ShopPage> {
  init(currentPage: ShopPage) { super.init(pages: ShopPage.allCases, currentPage: currentPage) }

  func showCheckout() {
    currentPage = .cart
    children.compactMap { $0 as? CartCoordinator }.first?.checkout()
  }
}

enum HomeRoute: NavigationRoute {
  case home(HomeCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .home(let c): return HomeView(coordinator: c)
    }
  }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home(self), animated: animated) }
  func buyNow() { (parent as? ShopTabs)?.showCheckout() }
}

struct HomeView: View {
  let coordinator: HomeCoordinator
  var body: some View { Button("Buy now") { coordinator.buyNow() } }
}

enum CartRoute: NavigationRoute {
  case cart
  case checkout
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("x") }
}

final class CartCoordinator: NavigationCoordinator<CartRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .cart, animated: animated) }
  func checkout() { router.navigate(to: .checkout) }
}
