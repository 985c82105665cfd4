import SUICoordinator
import SwiftUI

final class ShopCoordinator: Coordinator<ShopCoordinator.Route> {
  enum Route: RouteType {
    case aisles
    case item
    case cart

    var presentationStyle: TransitionPresentationStyle {
      switch self {
      case ShopCoordinator.Route.cart: .sheet
      default: .push
      }
    }

    var body: some View {
      switch self {
      case .aisles: AislesView()
      case ShopCoordinator.Route.item: ItemView()
      case .cart: Text("Cart")
      }
    }
  }

  override func start() async { await startFlow(route: .aisles) }
  func item() async { await navigate(toRoute: Route.item) }
  func cart() async { await navigate(toRoute: ShopCoordinator.Route.cart) }
}

struct AislesView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Item") { Task { await coordinator.item() } } }
}

struct ItemView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Cart") { Task { await coordinator.cart() } } }
}
