import SwiftUI
import SUICoordinator

@main
struct ShopApp: App {
  let coordinator = ShopCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum ShopRoute: RouteType {
  case list
  case detail
  case cart
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .list: ListView()
    case .detail: DetailView()
    case .cart: Text("Cart")
    }
  }
}

class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .list) }
  func detail() async { await navigate(toRoute: .detail) }
  func cart() async { await navigate(toRoute: .cart) }
}

struct ListView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Detail") { Task { await coordinator.detail() } } }
}

struct DetailView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Cart") { Task { await coordinator.cart() } } }
}
