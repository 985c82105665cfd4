import SwiftUI
import SUICoordinator

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

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .list) }
  func detail() async { await navigate(toRoute: .detail) }
  func cart() async { await navigate(toRoute: .cart) }
}

struct ListView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Detail") { Task { await coordinator.detail() } } }
}

struct DetailView: View {
  var body: some View { Text("Detail") }
}

#Preview {
  let coordinator = ShopCoordinator()
  return Button("Cart") { Task { await coordinator.cart() } }
}

struct DetailView_Previews: PreviewProvider {
  struct Harness: View {
    let coordinator = ShopCoordinator()
    var body: some View { ListView().onAppear { Task { await coordinator.cart() } } }
  }

  static var previews: some View {
    DetailView().onAppear { Task { await ShopCoordinator().cart() } }
    Harness()
  }
}
