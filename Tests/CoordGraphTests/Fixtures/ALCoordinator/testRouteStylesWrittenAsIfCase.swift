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

enum BadgeRoute: RouteType {
  case badges
  case edit
  case share
  case detail

  var presentationStyle: TransitionPresentationStyle {
    if case .edit = self { .sheet } else if case .share = self { .fullScreenCover } else { .push }
  }

  var body: some View { BadgeView() }
}

final class BadgeCoordinator: Coordinator<BadgeRoute> {
  override func start() async { await startFlow(route: .badges) }
  func edit() async { await navigate(toRoute: .edit) }
  func share() async { await navigate(toRoute: .share) }
  func detail() async { await navigate(toRoute: .detail) }
}

struct BadgeView: View {
  @EnvironmentObject var coordinator: BadgeCoordinator
  var body: some View {
    Button("Edit") { Task { await coordinator.edit() } }
    Button("Share") { Task { await coordinator.share() } }
    Button("Detail") { Task { await coordinator.detail() } }
  }
}
