import SUICoordinator
import SwiftUI

@main
struct StallApp: App {
  @State private var store = StoreCoordinator()
  var body: some Scene {
    WindowGroup {
      store.getView()
        .environment(\.openProduct) { id in Task { await store.showProduct(id) } }
    }
  }
}

struct OpenProductKey: EnvironmentKey {
  static let defaultValue: (String) -> Void = { _ in }
}

extension EnvironmentValues {
  var openProduct: (String) -> Void {
    get { self[OpenProductKey.self] }
    set { self[OpenProductKey.self] = newValue }
  }
}

enum StoreRoute: RouteType {
  case catalog, product(String), cart

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .cart: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .catalog: CatalogView()
    case .product(let id): ProductView(id: id)
    case .cart: Text("Cart")
    }
  }
}

final class StoreCoordinator: Coordinator<StoreRoute> {
  override func start() async { await startFlow(route: .catalog) }
  func showProduct(_ id: String) async { await navigate(toRoute: .product(id)) }
  func showCart() async { await navigate(toRoute: .cart) }
}

struct ProductCard: View {
  let id: String
  @Environment(\.openProduct) private var openProduct
  var body: some View { Button(id) { openProduct(id) } }
}

struct CatalogView: View {
  var body: some View {
    List(["a", "b"], id: \.self) { id in ProductCard(id: id) }
  }
}

struct ProductView: View {
  let id: String
  @EnvironmentObject var coordinator: StoreCoordinator
  var body: some View {
    VStack {
      ProductCard(id: "related")
      Button("Cart") { Task { await coordinator.showCart() } }
    }
  }
}
