import SUICoordinator
import SwiftUI

enum InnRoute: RouteType {
  case lobby
  case room
  case spa
  case bar
  case roof

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .lobby: LobbyView(route: .roof)
    default: Text("Inn")
    }
  }
}

final class InnCoordinator: Coordinator<InnRoute> {
  override func start() async { await startFlow(route: .lobby) }
  func show(_ route: InnRoute) async { await navigate(toRoute: route) }
}

struct LobbyView: View {
  @EnvironmentObject var coordinator: InnCoordinator
  let route: InnRoute
  var body: some View {
    ForEach([InnRoute.room, .spa], id: \.self) { route in
      Button("Go") { Task { await coordinator.show(route) } }
    }
    Button("Up") { Task { await coordinator.show(route) } }
  }
}

@main
struct InnApp: App {
  @StateObject var coordinator = InnCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
