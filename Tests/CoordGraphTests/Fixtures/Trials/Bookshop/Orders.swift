import SUICoordinator
import SwiftUI

enum OrdersRoute: NavigationRoute {
  case orders(OrdersCoordinator)
  case order(Int)

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .orders(let coordinator): return OrdersView(coordinator: coordinator)
    case .order(let id): return Text("Order \(id)")
    }
  }
}

final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .orders(self), animated: animated)
  }

  func open(_ id: Int) { router.navigate(to: .order(id)) }
  func reload() {}
}

struct OrdersView: View {
  let coordinator: OrdersCoordinator
  @State private var failed = false

  var body: some View {
    List(1..<4, id: \.self) { id in
      ActionRow(title: "Order \(id)") { coordinator.open(id) }
    }
    .retryAlert(isPresented: $failed) { coordinator.reload() }
  }
}

enum CheckoutRoute: NavigationRoute {
  case address(CheckoutCoordinator)
  case paid(CheckoutCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .address(let coordinator): return AddressView(coordinator: coordinator)
    case .paid(let coordinator): return PaidView(coordinator: coordinator)
    }
  }
}

final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .address(self), animated: animated)
  }

  func pay() { router.navigate(to: .paid(self)) }
  func done() { finishFlow(animated: true) }
}

struct AddressView: View {
  let coordinator: CheckoutCoordinator
  var body: some View {
    Button("Pay") { coordinator.pay() }
  }
}

struct PaidView: View {
  let coordinator: CheckoutCoordinator
  var body: some View {
    Button("Done") { coordinator.done() }
  }
}
