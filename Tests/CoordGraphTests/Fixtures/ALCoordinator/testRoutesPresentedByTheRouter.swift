import SwiftUI
import SUICoordinator

enum ShopRoute: RouteType {
  case list
  case help
  case detail
  case photo
  case map
  case cart
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .help, .cart: .sheet
    case .photo: .fullScreenCover
    default: .push
    }
  }
  @ViewBuilder var body: some View {
    switch self {
    case .list: ListView()
    default: Text("Shop")
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .list) }
  func help() async { await router.present(.help) }
  func detail() async { await router.present(.detail) }
  func photo() async { await router.present(.photo) }
  func map() async { await router.present(.map, presentationStyle: .sheet) }
  func cart() async { await router.push(to: .cart) }
}

struct ListView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View {
    VStack {
      Button("Help") { Task { await coordinator.help() } }
      Button("Detail") { Task { await coordinator.detail() } }
      Button("Photo") { Task { await coordinator.photo() } }
      Button("Map") { Task { await coordinator.map() } }
      Button("Cart") { Task { await coordinator.cart() } }
    }
  }
}
