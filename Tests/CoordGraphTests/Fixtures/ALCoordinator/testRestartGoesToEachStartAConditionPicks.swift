import SUICoordinator
import SwiftUI

enum BankRoute: RouteType {
  case intro
  case accounts
  case transfer

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .intro: IntroView()
    case .accounts: AccountsView()
    case .transfer: Text("Transfer")
    }
  }
}

final class BankCoordinator: Coordinator<BankRoute> {
  @AppStorage("signedIn") private var signedIn = false

  override func start() async {
    if signedIn {
      await startFlow(route: .accounts)
    } else {
      await startFlow(route: .intro)
    }
  }

  func signIn() async {
    signedIn = true
    await startFlow(route: .accounts)
  }

  func transfer() async { await navigate(toRoute: .transfer) }

  func signOut() async {
    signedIn = false
    await restart()
  }
}

struct IntroView: View {
  @EnvironmentObject var coordinator: BankCoordinator
  var body: some View { Button("Sign in") { Task { await coordinator.signIn() } } }
}

struct AccountsView: View {
  @EnvironmentObject var coordinator: BankCoordinator
  var body: some View {
    Button("Transfer") { Task { await coordinator.transfer() } }
    Button("Sign out") { Task { await coordinator.signOut() } }
  }
}
