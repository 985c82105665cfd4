import SUICoordinator
import SwiftUI

@main
struct StallApp: App {
  let tabs = StallTabs()
  var body: some Scene {
    WindowGroup {
      tabs.getView().onOpenURL { url in Task { await tabs.route(url) } }
    }
  }
}

enum StallPage: TabPage, CaseIterable {
  case shop, orders
  var position: Int { self == .shop ? 0 : 1 }
  var dataSource: some View { Text("Tab") }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .shop: ShopCoordinator()
    case .orders: OrdersCoordinator()
    }
  }
}

final class StallTabs: TabCoordinator<StallPage> {
  init() { super.init(pages: StallPage.allCases, currentPage: .shop) }

  func route(_ url: URL) async {
    switch url.host() {
    case "cart":
      currentPage = .shop
      let checkout = CheckoutCoordinator(onDone: { [weak self] in self?.currentPage = .orders })
      await navigate(to: checkout, presentationStyle: .sheet)
    default:
      break
    }
  }
}

enum ShopRoute: RouteType {
  case shelf
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Shelf") }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .shelf) }
}

enum OrdersRoute: RouteType {
  case list
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Orders") }
}

final class OrdersCoordinator: Coordinator<OrdersRoute> {
  override func start() async { await startFlow(route: .list) }
}

enum CheckoutRoute: RouteType {
  case pay(CheckoutCoordinator)
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .pay(let c): Button("Pay") { Task { await c.paid() } }
    }
  }
}

final class CheckoutCoordinator: Coordinator<CheckoutRoute> {
  let onDone: () -> Void
  init(onDone: @escaping () -> Void) {
    self.onDone = onDone
    super.init()
  }
  override func start() async { await startFlow(route: .pay(self)) }
  func paid() async {
    await finishFlow()
    onDone()
  }
}
