import SUICoordinator
import SwiftUI

// One row view (`ActionRow`, which calls the closure it is given from its button) is built by two screens, each with
// closures of its own (calling the coordinator's methods, or its router straight away): each closure runs on the screen
// that built its row.
enum HomeRoute: RouteType {
  case home
  case profile
  case orders
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .help: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .home: HomeView()
    case .profile: ProfileView()
    case .orders: Text("Orders")
    case .help: Text("Help")
    }
  }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
  override func start() async { await startFlow(route: .home) }
  func profile() async { await navigate(toRoute: .profile) }
  func orders() async { await navigate(toRoute: .orders) }
  func help() async { await navigate(toRoute: .help) }
}

struct ActionRow: View {
  let title: String
  let action: () -> Void
  var body: some View { Button(title, action: action) }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: HomeCoordinator
  var body: some View {
    List {
      ActionRow(title: "Profile") { Task { await coordinator.profile() } }
      ActionRow(title: "Help") { Task { await coordinator.help() } }
    }
  }
}

struct ProfileView: View {
  @EnvironmentObject var coordinator: HomeCoordinator
  var body: some View {
    VStack {
      ActionRow(title: "Orders") { Task { await coordinator.orders() } }
      ActionRow(title: "Back") { Task { await coordinator.router.pop() } }
    }
  }
}
