import SwiftUI
import SUICoordinator

enum MarketRoute: RouteType {
  case stalls
  case fish
  case bread
  case cheese
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .stalls: StallsView()
    case .fish: FishView()
    default: Text("Market")
    }
  }
}

enum Aisle { case north, south }

struct Stall: Identifiable {
  let id: String
  let aisle: Aisle
  let route: MarketRoute
}

final class MarketCoordinator: Coordinator<MarketRoute> {
  override func start() async { await startFlow(route: .stalls) }

  func visit(_ stall: Stall) {
    log(stall.aisle)
    Task { await navigate(toRoute: stall.route) }
  }

  func log(_ aisle: Aisle) {}
}

struct StallsView: View {
  @EnvironmentObject var coordinator: MarketCoordinator
  let stalls = [Stall(id: "f", aisle: .north, route: .fish), Stall(id: "b", aisle: .south, route: .bread)]
  var body: some View {
    List(stalls) { stall in Button(stall.id) { coordinator.visit(stall) } }
  }
}

struct FishView: View {
  @EnvironmentObject var coordinator: MarketCoordinator
  var body: some View {
    Button("Cheese") { coordinator.visit(Stall(id: "c", aisle: .north, route: .cheese)) }
  }
}
