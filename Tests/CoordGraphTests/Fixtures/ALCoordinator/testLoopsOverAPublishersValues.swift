import SwiftUI
import Combine
import SUICoordinator

enum BakeryRoute: RouteType {
  case counter
  case bread
  case cakes
  case coffee
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .counter: CounterView(model: CounterModel())
    default: Text("Bakery")
    }
  }
}

enum BakeryEvent { case bread, cakes, coffee }

@MainActor final class CounterModel: ObservableObject {
  @Published var event: BakeryEvent?
  let orders = PassthroughSubject<BakeryEvent, Never>()
  func breadTapped() { event = .bread }
  func cakesTapped() { orders.send(.cakes) }
}

final class BakeryCoordinator: Coordinator<BakeryRoute> {
  override func start() async { await startFlow(route: .counter) }

  func watch(_ model: CounterModel) async {
    for await event in model.$event.compactMap({ $0 }).values {
      await handle(event)
    }
  }

  func follow(_ model: CounterModel) async {
    for await order in model.orders.values {
      await handle(order)
    }
  }

  func handle(_ event: BakeryEvent) async {
    switch event {
    case .bread: await navigate(toRoute: .bread)
    case .cakes: await navigate(toRoute: .cakes)
    case .coffee: await navigate(toRoute: .coffee)
    }
  }
}

struct CounterView: View {
  @ObservedObject var model: CounterModel
  @EnvironmentObject var coordinator: BakeryCoordinator
  var body: some View {
    Button("Bread", action: model.breadTapped)
      .task { await coordinator.watch(model) }
  }
}

extension CounterView {
  var cakesButton: some View { Button("Cakes", action: model.cakesTapped) }
}
