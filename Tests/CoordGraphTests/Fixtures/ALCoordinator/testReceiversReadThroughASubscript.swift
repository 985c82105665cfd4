import SUICoordinator
import SwiftUI

enum ParkRoute: RouteType {
  case gate
  case lions
  case bears

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .gate: GateView()
    default: Text("Park")
    }
  }
}

final class ParkCoordinator: Coordinator<ParkRoute> {
  override func start() async { await startFlow(route: .gate) }
  func showLions() async { await navigate(toRoute: .lions) }
  func showBears() async { await navigate(toRoute: .bears) }

  private let wardens: [Keeper] = []
  func patrol() async { await wardens.first?.coordinator.showBears() }
}

final class Keeper {
  let coordinator: ParkCoordinator
  init(coordinator: ParkCoordinator) { self.coordinator = coordinator }
}

struct GateView: View {
  @EnvironmentObject var coordinator: ParkCoordinator
  let keepers: [Keeper] = []
  var body: some View {
    Button("Lions") { Task { await keepers[0].coordinator.showLions() } }
    Button("Patrol") { Task { await coordinator.patrol() } }
  }
}
