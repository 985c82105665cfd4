import SUICoordinator
import SwiftUI

@main
struct MarketApp: App {
  @StateObject private var tabs = MarketTabs()
  var body: some Scene { WindowGroup { tabs.getView() } }
}

enum MarketPage: TabPage, CaseIterable {
  case browse
  case cart

  var position: Int {
    switch self {
    case .browse: 0
    case .cart: 1
    }
  }

  var dataSource: some View { Text("Tab") }

  func coordinator() -> any CoordinatorType {
    switch self {
    case .browse: BrowseCoordinator()
    case .cart: CartCoordinator()
    }
  }
}

final class MarketTabs: TabCoordinator<MarketPage> {
  init() { super.init(pages: MarketPage.allCases, currentPage: MarketPage.browse) }
}

enum BrowseRoute: RouteType {
  case shelves
  case product
  case deals
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .help: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .shelves: ShelvesView()
    default: Text("Browse")
    }
  }
}

enum Destination {
  case route(BrowseRoute)
  case help
}

final class BrowseCoordinator: Coordinator<BrowseRoute> {
  override func start() async { await startFlow(route: BrowseRoute.shelves) }

  func show(_ route: BrowseRoute, style: TransitionPresentationStyle? = nil) async {
    if let style {
      await navigate(toRoute: route, presentationStyle: style)
    } else {
      await navigate(toRoute: route)
    }
  }

  func go(_ destination: Destination) async {
    switch destination {
    case .route(let route): await navigate(toRoute: route)
    case .help: await navigate(toRoute: .help)
    }
  }
}

struct ShelvesView: View {
  @EnvironmentObject var coordinator: BrowseCoordinator
  var body: some View {
    Button("Product") { Task { await coordinator.show(BrowseRoute.product) } }
    Button("Deals") { Task { await coordinator.show(BrowseRoute.deals, style: .fullScreenCover) } }
    Button("Help") { Task { await coordinator.go(Destination.route(BrowseRoute.help)) } }
    Button("Deals") { Task { await coordinator.go(.route(BrowseRoute.deals)) } }
  }
}

enum CartRoute: RouteType {
  case basket
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { BasketView() }
}

final class CartCoordinator: Coordinator<CartRoute> {
  override func start() async { await startFlow(route: CartRoute.basket) }
  func keepShopping() async { (parent as? MarketTabs)?.setCurrentPage(MarketPage.browse) }
}

struct BasketView: View {
  @EnvironmentObject var coordinator: CartCoordinator
  var body: some View { Button("Keep shopping") { Task { await coordinator.keepShopping() } } }
}
