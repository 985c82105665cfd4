import SUICoordinator
import SwiftUI

enum ShopRoute: RouteType {
  case catalog(CatalogModel)
  case item(String)
  case basket
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .catalog, .item: .push
    case .basket: .sheet
    }
  }
  var body: some View {
    switch self {
    case .catalog(let model): CatalogView(model: model)
    case .item(let id): ItemView(id: id)
    case .basket: BasketView(onClose: {})
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async {
    let model = CatalogModel(onSelect: { [weak self] id in
      Task { await self?.showItem(id) }
    })
    await startFlow(route: .catalog(model))
  }

  func showItem(_ id: String) async { await navigate(toRoute: .item(id)) }

  // Fired by the closure the basket's view is given, wherever it is shown.
  func basketView() -> BasketView {
    BasketView(onClose: { [weak self] in Task { await self?.dismiss() } })
  }

  // A closure given to a type that belongs to no route: still inferred.
  func listen() {
    Analytics(onEvent: { [weak self] in Task { await self?.navigate(toRoute: .basket) } })
  }
}

final class CatalogModel {
  let onSelect: (String) -> Void
  init(onSelect: @escaping (String) -> Void) { self.onSelect = onSelect }
}

final class Analytics {
  init(onEvent: @escaping () -> Void) {}
}

struct CatalogView: View {
  let model: CatalogModel
  var body: some View { Button("Open") { model.onSelect("1") } }
}

struct ItemView: View {
  let id: String
  let model = ItemModel()
  var body: some View { Button(id) { model.buy() } }
}

struct BasketView: View {
  let onClose: () -> Void
  var body: some View { Button("Close", action: onClose) }
}

// A screen's model hands a closure to a helper that belongs to no route: the call fires where the
// model does (the helper adds nothing).
final class ItemModel {
  weak var coordinator: ShopCoordinator?
  func buy() { Checkout(onPaid: { [weak self] in Task { await self?.coordinator?.openBasket() } }) }
}

final class Checkout {
  init(onPaid: @escaping () -> Void) {}
}

extension ShopCoordinator {
  func openBasket() async { await navigate(toRoute: .basket) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ItemModel, _ value: ShopCoordinator) { screen.coordinator = value }
