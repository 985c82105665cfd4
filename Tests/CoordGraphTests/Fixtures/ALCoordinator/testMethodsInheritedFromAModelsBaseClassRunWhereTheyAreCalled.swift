import SUICoordinator
import SwiftUI

// The screens' models derive from one base class of the app that declares `goBack()`; only the item's view calls it, on
// its `ItemModel`: the base class's pop fires from the item's route only.
enum ShopRoute: RouteType {
  case catalog(CatalogModel)
  case item(ItemModel)
  case cart(CartModel)
  case about

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .cart: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .catalog(let model): CatalogView(model: model)
    case .item(let model): ItemView(model: model)
    case .cart(let model): CartView(model: model)
    case .about: Text("About")
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .catalog(CatalogModel(coordinator: self))) }
  func item() async { await navigate(toRoute: .item(ItemModel(coordinator: self))) }
  func cart() async { await navigate(toRoute: .cart(CartModel(coordinator: self))) }
  func about() async { await navigate(toRoute: .about) }
  func back() async { await router.pop() }
  func close() async { await router.dismiss() }
}

@MainActor
class ScreenModel: ObservableObject {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) { self.coordinator = coordinator }
  func goBack() { Task { await coordinator?.back() } }
}

protocol ShowsAbout {
  var coordinator: ShopCoordinator? { get }
}

extension ShowsAbout {
  func showAbout() { Task { await coordinator?.about() } }
}

final class CatalogModel: ScreenModel, ShowsAbout {
  func open() { Task { await coordinator?.item() } }
}

final class ItemModel: ScreenModel {
  func addToCart() { Task { await coordinator?.cart() } }
}

final class CartModel: ScreenModel, ShowsAbout {
  func done() { Task { await coordinator?.close() } }
}

struct CatalogView: View {
  @ObservedObject var model: CatalogModel
  var body: some View {
    Button("Open") { model.open() }
    Button("About") { model.showAbout() }
  }
}

struct ItemView: View {
  @ObservedObject var model: ItemModel
  var body: some View {
    Button("Add") { model.addToCart() }
    Button("Back") { model.goBack() }
  }
}

struct CartView: View {
  @ObservedObject var model: CartModel
  var body: some View {
    Button("Done") { model.done() }
  }
}
