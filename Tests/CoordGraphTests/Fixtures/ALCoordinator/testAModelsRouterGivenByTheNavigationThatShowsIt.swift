import SUICoordinator
import SwiftUI

@MainActor
protocol ItemRouting: AnyObject {
  func closeItem() async
}

@Observable
@MainActor
final class ItemModel {
  @ObservationIgnored private weak var router: (any ItemRouting)?

  init(router: any ItemRouting) {
    self.router = router
  }

  func closeTapped() async { await router?.closeItem() }
}

struct ItemPage: View {
  @State var model: ItemModel

  var body: some View {
    Button("Close") { Task { await model.closeTapped() } }
  }
}

enum CatalogRoute: RouteType {
  case shelves
  case item(ItemModel)

  var presentationStyle: TransitionPresentationStyle {
    if case .item = self { return .sheet }
    return .push
  }

  var body: some View {
    switch self {
    case .shelves: Text("Shelves")
    case .item(let model): ItemPage(model: model)
    }
  }
}

@Coordinator(CatalogRoute.self)
final class CatalogCoordinator {
  func start() async { await startFlow(route: .shelves) }
  func open() async { await navigate(toRoute: .item(ItemModel(router: self))) }
}

extension CatalogCoordinator: ItemRouting {
  func closeItem() async { await router.dismiss() }
}

enum OrdersRoute: RouteType {
  case list
  case item(ItemModel)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .list: Text("Orders")
    case .item(let model): ItemPage(model: model)
    }
  }
}

@Coordinator(OrdersRoute.self)
final class OrdersCoordinator {
  func start() async { await startFlow(route: .list) }
  func open() async { await navigate(toRoute: .item(ItemModel(router: self))) }
}

extension OrdersCoordinator: ItemRouting {
  func closeItem() async { await router.pop() }
}
