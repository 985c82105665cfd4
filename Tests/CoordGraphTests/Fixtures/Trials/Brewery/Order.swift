import SUICoordinator
import SwiftUI

enum OrderRoute: RouteType {
  case cart(beer: String)
  case pickupTime
  case done

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .cart(let beer): CartView(beer: beer)
    case .pickupTime: PickupTimeView()
    case .done: OrderDoneView()
    }
  }
}

protocol OrderFlow {
  func choosePickup() async
  func confirm() async
  func close() async
}

@Coordinator(OrderRoute.self)
final class OrderCoordinator: OrderFlow {
  let beer: String

  init(beer: String) {
    self.beer = beer
  }

  func start() async { await startFlow(route: .cart(beer: beer)) }
  func choosePickup() async { await navigate(toRoute: .pickupTime) }
  func confirm() async { await navigate(toRoute: .done) }
  func close() async { await finishFlow() }
}

struct CartView: View {
  let beer: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Pickup time") { Task { await (coordinator as? OrderFlow)?.choosePickup() } }
      Button("Cancel", role: .cancel) { Task { await (coordinator as? OrderFlow)?.close() } }
    }
  }
}

struct PickupTimeView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Confirm") { Task { await (coordinator as? OrderFlow)?.confirm() } }
  }
}

struct OrderDoneView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await (coordinator as? OrderFlow)?.close() } }
  }
}
