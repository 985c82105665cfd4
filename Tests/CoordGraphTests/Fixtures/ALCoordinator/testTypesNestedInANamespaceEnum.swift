import SUICoordinator
import SwiftUI

enum Shop {}

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup { Shop.Router.shared.root.getView() }
  }
}

extension Shop {
  final class Router {
    static let shared = Shop.Router()
    let root = Shop.StoreCoordinator()
  }
}

enum StoreRoute: RouteType {
  case shelves
  case item
  case basket

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .basket: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .shelves: Shop.ShelvesView()
    case .item: Shop.ItemView()
    case .basket: Text("Basket")
    }
  }
}

extension Shop {
  final class StoreCoordinator: Coordinator<StoreRoute> {
    override func start() async { await startFlow(route: .shelves) }
    func openItem() async { await navigate(toRoute: .item) }
    func openBasket() async { await navigate(toRoute: .basket) }
    func backToShelves() async { await router.popToView(Shop.ShelvesView.self) }
  }
}

extension Shop {
  struct ShelvesView: View {
    @EnvironmentObject var coordinator: Shop.StoreCoordinator
    var body: some View {
      List(["a", "b"], id: \.self) { _ in Shop.ShelfRow() }
    }
  }

  struct ShelfRow: View {
    @EnvironmentObject var coordinator: Shop.StoreCoordinator
    var body: some View { Button("Item") { Task { await coordinator.openItem() } } }
  }

  struct ItemView: View {
    @EnvironmentObject var coordinator: Shop.StoreCoordinator
    var body: some View {
      Button("Basket") { Task { await coordinator.openBasket() } }
      Button("Shelves") { Task { await coordinator.backToShelves() } }
    }
  }
}
