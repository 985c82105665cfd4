import SUICoordinator
import SwiftUI

enum BakeryRoute: RouteType {
  case counter
  case bread
  case cakes
  case pies
  case coffee

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .counter: CounterView()
    default: Text("Bakery")
    }
  }
}

struct Shelf: Identifiable {
  let id: Int
  let isOpen: Bool
  let route: BakeryRoute
}

final class BakeryCoordinator: Coordinator<BakeryRoute> {
  override func start() async { await startFlow(route: .counter) }
  func visit(_ route: BakeryRoute) async { await navigate(toRoute: route) }
}

struct CounterView: View {
  @EnvironmentObject var coordinator: BakeryCoordinator
  private let shelves = [Shelf(id: 1, isOpen: true, route: .bread), Shelf(id: 2, isOpen: false, route: .cakes)]
  private let specials: [BakeryRoute] = [.pies]
  var body: some View {
    ForEach(shelves.filter { $0.isOpen }) { shelf in
      Button("Shelf") { Task { await coordinator.visit(shelf.route) } }
    }
    ForEach(Array(specials.prefix(1)), id: \.self) { special in
      Button("Special") { Task { await coordinator.visit(special) } }
    }
  }
}
