import SUICoordinator
import SwiftUI

enum BasketRoute: RouteType {
  case basket
  case checkout
  case receipt(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .basket, .checkout: .push
    case .receipt: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .basket: BasketView()
    case .checkout: CheckoutView()
    case .receipt(let number): ReceiptView(number: number)
    }
  }
}

final class BasketCoordinator: Coordinator<BasketRoute> {
  override func start() async { await startFlow(route: .basket) }

  func checkout() async { await navigate(toRoute: .checkout) }

  func paid(_ number: String) async {
    await popToRoot()
    await navigate(toRoute: .receipt(number))
  }
}

struct BasketView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Checkout") { Task { await (coordinator as? BasketCoordinator)?.checkout() } }
  }
}

struct CheckoutView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Pay") { Task { await (coordinator as? BasketCoordinator)?.paid("R-7") } }
  }
}

struct ReceiptView: View {
  let number: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

enum AccountRoute: RouteType {
  case profile
  case addresses
  case signOutConfirm

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .profile, .addresses: .push
    case .signOutConfirm: .detents([.medium])
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .profile: ProfileView()
    case .addresses: AddressesView()
    case .signOutConfirm: SignOutView()
    }
  }
}

final class AccountCoordinator: Coordinator<AccountRoute> {
  override func start() async { await startFlow(route: .profile) }

  func addresses() async { await navigate(toRoute: .addresses) }
  func askSignOut() async { await navigate(toRoute: .signOutConfirm) }
  func signOut() async { await restart() }
}

struct ProfileView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Addresses") { Task { await (coordinator as? AccountCoordinator)?.addresses() } }
      Button("Sign out") { Task { await (coordinator as? AccountCoordinator)?.askSignOut() } }
    }
  }
}

struct AddressesView: View {
  var body: some View { Text("Addresses") }
}

struct SignOutView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Sign out") { Task { await (coordinator as? AccountCoordinator)?.signOut() } }
  }
}
