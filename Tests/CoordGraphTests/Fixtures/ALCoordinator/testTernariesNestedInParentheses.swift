import SUICoordinator
import SwiftUI

enum DeskRoute: RouteType {
  case lobby, triage, video, visit, done, later
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .lobby: LobbyView()
    default: Text("desk")
    }
  }
}

final class DeskCoordinator: Coordinator<DeskRoute> {
  override func start() async { await startFlow(route: .lobby) }

  func book(urgent: Bool, remote: Bool) async {
    let route: DeskRoute = urgent ? .triage : (remote ? .video : .visit)
    await navigate(toRoute: route)
  }

  func close(now: Bool, saved: Bool) async {
    await navigate(toRoute: now ? ((saved ? .done : .later)) : .lobby)
  }
}

struct LobbyView: View {
  @EnvironmentObject var coordinator: DeskCoordinator
  var body: some View {
    Button("Book") { Task { await coordinator.book(urgent: false, remote: true) } }
    Button("Close") { Task { await coordinator.close(now: true, saved: false) } }
  }
}
