import SUICoordinator
import SwiftUI

enum ShopRoute: RouteType {
  case catalog
  case item
  case basket

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .catalog, .item: .push
    case .basket: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .catalog: CatalogView()
    case .item: ItemView()
    case .basket: BasketView()
    }
  }
}

/// The app names its flows' base class once.
typealias ShopFlow = Coordinator<ShopRoute>

final class ShopCoordinator: ShopFlow {
  override func start() async { await startFlow(route: .catalog) }
  func showItem() async { await navigate(toRoute: .item) }
  func showBasket() async { await navigate(toRoute: .basket) }
}

extension Coordinator {
  func backToCatalog() async { await router.popToRoot() }
  func closeSheet() async { await router.dismiss() }
}

struct CatalogView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View {
    Button("Item") { Task { await coordinator.showItem() } }
    Button("Basket") { Task { await coordinator.showBasket() } }
  }
}

struct ItemView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Catalog") { Task { await coordinator.backToCatalog() } } }
}

struct BasketView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Close") { Task { await coordinator.closeSheet() } } }
}
