import SUICoordinator
import SwiftUI

enum AccountRoute: RouteType {
  case profile
  case editName
  case signOutConfirm

  var presentationStyle: TransitionPresentationStyle {
    self == .signOutConfirm ? .sheet : .push
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .profile: ProfileView()
    case .editName: EditNameView()
    case .signOutConfirm: SignOutView()
    }
  }
}

final class AccountCoordinator: Coordinator<AccountRoute> {
  override func start() async {
    await startFlow(route: .profile)
  }

  func edit() async { await navigate(toRoute: .editName) }
  func saved() async { await router.popToRoot() }
  func askSignOut() async { await navigate(toRoute: .signOutConfirm) }
  func keepSignedIn() async { await router.dismiss() }
  func signOut() async { await restart() }
}

struct ProfileView: View {
  @EnvironmentObject private var coordinator: AccountCoordinator
  var body: some View {
    Button("Edit name") { Task { await coordinator.edit() } }
    Button("Sign out") { Task { await coordinator.askSignOut() } }
  }
}

struct EditNameView: View {
  @EnvironmentObject private var coordinator: AccountCoordinator
  var body: some View {
    Button("Save") { Task { await coordinator.saved() } }
  }
}

struct SignOutView: View {
  @EnvironmentObject private var coordinator: AccountCoordinator
  var body: some View {
    Button("Sign out") { Task { await coordinator.signOut() } }
    Button("Cancel") { Task { await coordinator.keepSignedIn() } }
  }
}
