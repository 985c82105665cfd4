import SUICoordinator
import SwiftUI

enum GateRoute: RouteType {
  case hall
  case lounge
  case plane
  case shelter

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .hall: HallView()
    default: Text("Gate")
    }
  }
}

struct Ticket: Identifiable {
  let id: Int
  let destination: GateRoute
}

struct Detour {
  let reason: String
  let destination: GateRoute
}

final class Planner {
  private(set) var detours: [Detour] = []
  func add(_ detour: Detour) { detours.append(detour) }
}

final class GateCoordinator: Coordinator<GateRoute> {
  let planner = Planner()
  override func start() async {
    planner.add(.init(reason: "Storm", destination: .shelter))
    await startFlow(route: .hall)
  }
  func board(_ ticket: Ticket) async { await navigate(toRoute: ticket.destination) }
}

struct HallView: View {
  @EnvironmentObject var coordinator: GateCoordinator
  @State private var tickets = [Ticket(id: 1, destination: .lounge), Ticket(id: 2, destination: .plane)]
  var body: some View {
    ForEach(tickets) { ticket in
      Button("Board") { Task { await coordinator.board(ticket) } }
    }
  }
}
