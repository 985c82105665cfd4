import SUICoordinator
import SwiftUI

enum ShopAction { case basket, help, pay }

enum ShopRoute: RouteType {
  case catalogue(ShopCoordinator)
  case basket(ShopCoordinator)
  case receipt
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .catalogue, .basket: .push
    case .receipt, .help: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .catalogue(let coordinator): CatalogueView(send: coordinator.handle)
    case .basket(let coordinator): BasketView(open: coordinator.open)
    case .receipt: Text("Thanks")
    case .help: Text("Help")
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .catalogue(self)) }

  func handle(_ action: ShopAction) async {
    switch action {
    case .basket: await navigate(toRoute: .basket(self))
    case .help: await navigate(toRoute: .help)
    case .pay: await navigate(toRoute: .receipt)
    }
  }

  func open(_ style: UIModalPresentationStyle, then action: ShopAction) async {
    switch action {
    case .basket: await navigate(toRoute: .basket(self))
    case .help: await navigate(toRoute: .help)
    case .pay: await navigate(toRoute: .receipt)
    }
  }
}

struct CatalogueView: View {
  let send: (ShopAction) async -> Void
  var body: some View {
    Button("Basket") { Task { await send(.basket) } }
    Button("Help") { Task { await send(.help) } }
  }
}

struct BasketView: View {
  let open: (UIModalPresentationStyle, ShopAction) async -> Void
  var body: some View {
    Button("Pay") { Task { await open(.pageSheet, .pay) } }
  }
}
