import SUICoordinator
import SwiftUI

@MainActor
protocol ItemRouting: AnyObject {
  func closeItem() async
}

struct ItemPage<Router: ItemRouting>: View {
  let router: Router

  var body: some View {
    Button("Close") { Task { await router.closeItem() } }
  }
}

enum CatalogRoute: RouteType {
  case shelves
  case item(ItemPage<CatalogCoordinator>)

  var presentationStyle: TransitionPresentationStyle {
    if case .item = self { return .sheet }
    return .push
  }

  var body: some View {
    switch self {
    case .shelves: Text("Shelves")
    case .item(let page): page
    }
  }
}

@Coordinator(CatalogRoute.self)
final class CatalogCoordinator {
  func start() async { await startFlow(route: .shelves) }
  func open() async { await navigate(toRoute: .item(ItemPage(router: self))) }
}

extension CatalogCoordinator: ItemRouting {
  func closeItem() async { await router.dismiss() }
}

enum OrdersRoute: RouteType {
  case list
  case item(ItemPage<OrdersCoordinator>)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .list: Text("Orders")
    case .item(let page): page
    }
  }
}

@Coordinator(OrdersRoute.self)
final class OrdersCoordinator {
  func start() async { await startFlow(route: .list) }
  func open() async { await navigate(toRoute: .item(ItemPage(router: self))) }
}

extension OrdersCoordinator: ItemRouting {
  func closeItem() async { await router.pop() }
}
