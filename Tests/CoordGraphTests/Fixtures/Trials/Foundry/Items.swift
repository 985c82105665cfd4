import SUICoordinator
import SwiftUI

/// What an item's page asks of the flow that shows it.
@MainActor
protocol ItemRouting: AnyObject {
  func showSpecs(of item: String) async
  func closeItem() async
}

@Observable
@MainActor
final class ItemModel {
  let item: String
  @ObservationIgnored private weak var router: (any ItemRouting)?

  init(item: String, router: any ItemRouting) {
    self.item = item
    self.router = router
  }

  func specsTapped() async { await router?.showSpecs(of: item) }
  func closeTapped() async { await router?.closeItem() }
}

struct ItemPage: View {
  @State var model: ItemModel

  var body: some View {
    VStack {
      Button("Specs") { Task { await model.specsTapped() } }
      Button("Close") { Task { await model.closeTapped() } }
    }
  }
}

enum CatalogRoute: RouteType {
  case shelves
  case item(ItemModel)
  case specs(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelves: .push
    case .item: .sheet
    case .specs: .push
    }
  }

  var body: some View {
    switch self {
    case .shelves: ShelvesView()
    case .item(let model): ItemPage(model: model)
    case .specs(let item): Text(item)
    }
  }
}

@Coordinator(CatalogRoute.self)
final class CatalogCoordinator {
  func start() async { await startFlow(route: .shelves) }

  func open(item: String) async {
    await navigate(toRoute: .item(ItemModel(item: item, router: self)))
  }
}

extension CatalogCoordinator: ItemRouting {
  func showSpecs(of item: String) async {
    await router.dismiss()
    await navigate(toRoute: .specs(item))
  }

  func closeItem() async { await router.dismiss() }
}

struct ShelvesView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    List(["anvil", "tongs"], id: \.self) { item in
      Button(item) { Task { await (coordinator as? CatalogCoordinator)?.open(item: item) } }
    }
  }
}

enum OrdersRoute: RouteType {
  case list
  case item(ItemModel)
  case specs(String)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .list: OrderListView()
    case .item(let model): ItemPage(model: model)
    case .specs(let item): SpecsView(item: item)
    }
  }
}

@Coordinator(OrdersRoute.self)
final class OrdersCoordinator {
  func start() async { await startFlow(route: .list) }

  func open(item: String) async {
    await navigate(toRoute: .item(ItemModel(item: item, router: self)))
  }
}

extension OrdersCoordinator: ItemRouting {
  func showSpecs(of item: String) async { await navigate(toRoute: .specs(item)) }
  func closeItem() async { await router.pop() }
}

struct OrderListView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    List(["order 1"], id: \.self) { order in
      Button(order) { Task { await (coordinator as? OrdersCoordinator)?.open(item: order) } }
    }
  }
}

struct SpecsView: View {
  let item: String
  var body: some View { Text(item) }
}
