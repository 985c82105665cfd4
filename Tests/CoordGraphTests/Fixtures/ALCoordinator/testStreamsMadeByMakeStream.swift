import SwiftUI
import SUICoordinator

enum KitchenRoute: RouteType {
  case pass
  case soup
  case salad
  case dessert
  case bill
  case wine
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .pass: PassView(model: PassModel())
    default: Text("Kitchen")
    }
  }
}

enum Order { case bill, wine }

@MainActor final class PassModel {
  let (routes, routeSink) = AsyncStream.makeStream(of: KitchenRoute.self)
  let (orders, orderSink) = AsyncStream<Order>.makeStream()
  func soupReady() { routeSink.yield(.soup) }
  func saladReady() { routeSink.yield(with: .success(.salad)) }
  func billAsked() { orderSink.yield(.bill) }
}

final class KitchenCoordinator: Coordinator<KitchenRoute> {
  override func start() async { await startFlow(route: .pass) }

  func follow(_ model: PassModel) async {
    for await route in model.routes {
      await navigate(toRoute: route)
    }
  }

  func serve(_ model: PassModel) async {
    for await order in model.orders { await handle(order) }
  }

  func handle(_ order: Order) async {
    switch order {
    case .bill: await navigate(toRoute: .bill)
    case .wine: await navigate(toRoute: .wine)
    }
  }
}

struct PassView: View {
  let model: PassModel
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View {
    Button("Soup", action: model.soupReady)
      .task { await coordinator.follow(model) }
      .task { await coordinator.serve(model) }
  }
}

extension PassView {
  var saladButton: some View { Button("Salad", action: model.saladReady) }
}
