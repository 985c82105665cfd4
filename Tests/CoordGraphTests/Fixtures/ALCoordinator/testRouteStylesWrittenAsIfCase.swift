import SwiftUI
import SUICoordinator

enum GuestRoute: RouteType {
  case list
  case guest(name: String)
  case invite
  case card(id: Int)

  var presentationStyle: TransitionPresentationStyle {
    if case .invite = self { return .sheet }
    if case .card(let id) = self { return id > 0 ? .fullScreenCover : .sheet }
    return .push
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .list: GuestListView()
    default: Text("Guest")
    }
  }
}

final class GuestCoordinator: Coordinator<GuestRoute> {
  override func start() async {
    await startFlow(route: .list)
  }

  func open(_ name: String) async { await navigate(toRoute: .guest(name: name)) }
  func invite() async { await navigate(toRoute: .invite) }
  func card() async { await navigate(toRoute: .card(id: 1)) }
}

struct GuestListView: View {
  @EnvironmentObject var coordinator: GuestCoordinator
  var body: some View {
    Button("Ann") { Task { await coordinator.open("Ann") } }
    Button("Invite") { Task { await coordinator.invite() } }
    Button("Card") { Task { await coordinator.card() } }
  }
}
