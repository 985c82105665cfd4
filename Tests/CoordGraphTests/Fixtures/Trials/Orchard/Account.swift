import SUICoordinator
import SwiftUI

enum AccountRoute: RouteType {
  case overview
  case plan

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .overview: AccountView()
    case .plan: PlanView()
    }
  }
}

@Coordinator(AccountRoute.self)
final class AccountCoordinator {
  func start() async { await startFlow(route: .overview) }
  func showPlan() async { await navigate(toRoute: .plan) }

  func upgrade() async {
    let upgrade = UpgradeCoordinator()
    await navigate(to: upgrade, presentationStyle: .fullScreenCover)
  }

  func signOut() async {
    await close()
    await restart()
  }

  func done() async { await finishFlow() }
}

struct AccountView: View {
  @Environment(\.coordinator) private var coordinator
  private var account: AccountCoordinator? { coordinator as? AccountCoordinator }

  var body: some View {
    Form {
      Button("Plan") { Task { await account?.showPlan() } }
      Button("Sign out", role: .destructive) { Task { await account?.signOut() } }
    }
    .toolbar { Button("Done") { Task { await account?.done() } } }
  }
}

struct PlanView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Upgrade") { Task { await (coordinator as? AccountCoordinator)?.upgrade() } }
  }
}

enum UpgradeRoute: RouteType {
  case offer
  case paid

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .offer: OfferView()
    case .paid: PaidView()
    }
  }
}

@Coordinator(UpgradeRoute.self)
final class UpgradeCoordinator {
  func start() async { await startFlow(route: .offer) }
  func pay() async { await navigate(toRoute: .paid) }
  func cancel() async { await finishFlow() }

  func finishAll() async {
    await finishFlow()
    await (parent as? AccountCoordinator)?.done()
  }
}

struct OfferView: View {
  @Environment(\.coordinator) private var coordinator
  private var upgrade: UpgradeCoordinator? { coordinator as? UpgradeCoordinator }

  var body: some View {
    VStack {
      Button("Pay") { Task { await upgrade?.pay() } }
      Button("Not now") { Task { await upgrade?.cancel() } }
    }
  }
}

struct PaidView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Great") { Task { await (coordinator as? UpgradeCoordinator)?.finishAll() } }
  }
}
