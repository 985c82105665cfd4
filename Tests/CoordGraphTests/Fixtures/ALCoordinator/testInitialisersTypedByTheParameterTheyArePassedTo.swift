import SUICoordinator
import SwiftUI

enum SpaRoute: RouteType {
  case lobby
  case sauna
  case pool
  case massage
  case gym

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .lobby: LobbyView()
    default: Text("Spa")
    }
  }
}

struct Booking {
  let guest: String
  let destination: SpaRoute
}

final class SpaCoordinator: Coordinator<SpaRoute> {
  override func start() async { await startFlow(route: .lobby) }

  func book(_ booking: Booking) async { await navigate(toRoute: booking.destination) }

  func bookAll(_ bookings: [Booking]) async {
    for booking in bookings { await navigate(toRoute: booking.destination) }
  }
}

struct LobbyView: View {
  @EnvironmentObject var coordinator: SpaCoordinator
  var body: some View {
    Button("Sauna") { Task { await coordinator.book(.init(guest: "Ann", destination: .sauna)) } }
    Button("Pool") { Task { await coordinator.book(Booking(guest: "Bo", destination: .pool)) } }
    Button("Group") { Task { await coordinator.bookAll([.init(guest: "Cy", destination: .massage)]) } }
  }
}
