import Combine
import SUICoordinator
import SwiftUI

enum StoreEvent {
  case openCart
  case openOrders
}

final class StoreBus {
  static let shared = StoreBus()
  let events = PassthroughSubject<StoreEvent, Never>()
  func post(_ event: StoreEvent) { events.send(event) }
}

enum StoreTab: TabPage, CaseIterable {
  case browse
  case cart
  case orders

  var position: Int {
    switch self {
    case .browse: 0
    case .cart: 1
    case .orders: 2
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .browse: BrowseCoordinator()
    case .cart: CartCoordinator()
    case .orders: OrdersCoordinator()
    }
  }
}

final class StoreTabs: TabCoordinator<StoreTab> {
  private var bag = Set<AnyCancellable>()

  init() {
    super.init(pages: StoreTab.allCases, currentPage: .browse)
    StoreBus.shared.events
      .receive(on: DispatchQueue.main)
      .sink { [weak self] event in
        switch event {
        case .openCart: self?.currentPage = .cart
        case .openOrders: self?.currentPage = .orders
        }
      }
      .store(in: &bag)
  }
}

enum BrowseRoute: RouteType {
  case shelf
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { ShelfView() }
}

final class BrowseCoordinator: Coordinator<BrowseRoute> {
  override func start() async { await startFlow(route: .shelf) }
}

struct ShelfView: View {
  var body: some View { Button("Add to cart") { StoreBus.shared.post(.openCart) } }
}

enum CartRoute: RouteType {
  case basket
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { BasketView() }
}

final class CartCoordinator: Coordinator<CartRoute> {
  override func start() async { await startFlow(route: .basket) }
}

struct BasketView: View {
  var body: some View { Button("Pay") { StoreBus.shared.post(.openOrders) } }
}

enum OrdersRoute: RouteType {
  case list
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Orders") }
}

final class OrdersCoordinator: Coordinator<OrdersRoute> {
  override func start() async { await startFlow(route: .list) }
}
