import SUICoordinator
import SwiftUI

enum MillRoute: RouteType {
  case gate
  case wheel
  case stones
  case sacks
  case loft
  case yard

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .gate: GateView()
    default: Text("Mill")
    }
  }
}

struct Stop {
  var destination: MillRoute
}

final class MillCoordinator: Coordinator<MillRoute> {
  override func start() async { await startFlow(route: .gate) }
  func turn(_ route: MillRoute) async { await navigate(toRoute: route) }
  func grind(_ route: MillRoute) async { await navigate(toRoute: route) }
  func carry(_ route: MillRoute) async { await navigate(toRoute: route) }
}

struct GateView: View {
  @EnvironmentObject var coordinator: MillCoordinator
  var body: some View {
    Button("Turn") {
      var routes = [MillRoute.wheel]
      routes[0] = .stones
      Task { await coordinator.turn(routes[0]) }
    }
    Button("Grind") {
      var stops = [Stop(destination: .sacks)]
      stops[0].destination = .loft
      Task { await coordinator.grind(stops[0].destination) }
    }
    Button("Carry") {
      var stop = Stop(destination: .sacks)
      stop.destination = .yard
      Task { await coordinator.carry(stop.destination) }
    }
  }
}
