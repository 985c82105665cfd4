import SUICoordinator
import SwiftUI

enum HomeRoute: RouteType {
  case home

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { HomeView() }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
  override func start() async { await startFlow(route: .home) }
  func openAccount() async { await navigate(to: AccountCoordinator(), presentationStyle: .sheet) }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: HomeCoordinator
  var body: some View {
    Button("Account") { Task { await coordinator.openAccount() } }
  }
}

enum AccountRoute: RouteType {
  case profile
  case password

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .profile: ProfileView()
    case .password: PasswordView()
    }
  }
}

final class AccountCoordinator: Coordinator<AccountRoute> {
  override func start() async { await startFlow(route: .profile) }
  func changePassword() async { await navigate(toRoute: .password) }
}

struct ProfileView: View {
  @EnvironmentObject var coordinator: AccountCoordinator
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Password") { Task { await coordinator.changePassword() } }
    Button("Done") { dismiss() }
  }
}

struct PasswordView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Cancel") { dismiss() } }
}
