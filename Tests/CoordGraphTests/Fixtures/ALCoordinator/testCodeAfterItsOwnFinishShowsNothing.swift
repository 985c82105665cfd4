import SUICoordinator
import SwiftUI

enum TreesRoute: RouteType {
  case rows

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { RowsView() }
}

@Coordinator(TreesRoute.self)
final class TreesCoordinator {
  func start() async { await startFlow(route: .rows) }
  func showAccount() async { await navigate(to: AccountCoordinator(), presentationStyle: .sheet) }
}

struct RowsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Account") { Task { await (coordinator as? TreesCoordinator)?.showAccount() } }
  }
}

enum AccountRoute: RouteType {
  case overview
  case plan

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .overview: AccountView()
    case .plan: Text("Plan")
    }
  }
}

@Coordinator(AccountRoute.self)
final class AccountCoordinator {
  func start() async { await startFlow(route: .overview) }

  func signOut() async {
    await finishFlow()
    await restart()
  }

  func showPlan() async { await navigate(toRoute: .plan) }

  func finishThenPlan() async {
    await finishFlow()
    await showPlan()
  }
}

struct AccountView: View {
  @Environment(\.coordinator) private var coordinator
  private var account: AccountCoordinator? { coordinator as? AccountCoordinator }

  var body: some View {
    Button("Sign out") { Task { await account?.signOut() } }
    Button("Plan later") { Task { await account?.finishThenPlan() } }
    Button("Plan") { Task { await account?.showPlan() } }
  }
}
