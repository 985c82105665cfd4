import SUICoordinator
import SwiftUI

enum ShopRoute: RouteType {
  case feed(ShopCoordinator)
  case cart(ShopCoordinator)
  case receipt

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .feed, .cart: .push
    case .receipt: .sheet
    }
  }

  var body: some View {
    switch self {
    case .feed(let c):
      VStack {
        Text("Feed")
        CartButton(coordinator: c)
      }
    case .cart(let c):
      ScrollView {
        Text("Cart")
        PayButton(coordinator: c)
      }
      .padding()
    case .receipt: Text("Receipt")
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .feed(self)) }
  func showCart() async { await navigate(toRoute: .cart(self)) }
  func pay() async { await navigate(toRoute: .receipt) }
}

struct CartButton: View {
  let coordinator: ShopCoordinator
  var body: some View { Button("Cart") { Task { await coordinator.showCart() } } }
}

struct PayButton: View {
  let coordinator: ShopCoordinator
  var body: some View { Button("Pay") { Task { await coordinator.pay() } } }
}
