import SUICoordinator
import SwiftUI

enum MainPage: TabPage, CaseIterable {
  case accounts, cards
  var position: Int { self == .accounts ? 0 : 1 }
  var dataSource: some View { Text("tab") }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .accounts: AccountsCoordinator()
    case .cards: CardsCoordinator()
    }
  }
}

final class MainTabs: TabCoordinator<MainPage> {
  init() { super.init(pages: MainPage.allCases, currentPage: .accounts) }
}

enum AccountsRoute: RouteType {
  case overview, transactions, transfer
  var presentationStyle: TransitionPresentationStyle { self == .transfer ? .sheet : .push }
  var body: some View {
    switch self {
    case .overview: AccountsView()
    case .transactions: Text("list")
    case .transfer: TransferView()
    }
  }
}

final class AccountsCoordinator: Coordinator<AccountsRoute> {
  override func start() async { await startFlow(route: .overview) }
  func open(_ route: AccountsRoute) async { await navigate(toRoute: route) }
  func showCards() async {
    guard let tabs = parent as? MainTabs else { return }
    tabs.currentPage = .cards
  }
  func closeTransfer() async { await router.dismiss() }
}

struct AccountsView: View {
  @EnvironmentObject var coordinator: AccountsCoordinator
  var body: some View {
    Button("History") { Task { await coordinator.open(.transactions) } }
    Button("Send") { Task { await coordinator.open(.transfer) } }
    Button("Cards") { Task { await coordinator.showCards() } }
  }
}

struct TransferView: View {
  @EnvironmentObject var coordinator: AccountsCoordinator
  var body: some View { Button("Cancel") { Task { await coordinator.closeTransfer() } } }
}

enum CardsRoute: RouteType {
  case wallet, freeze, limits
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .freeze: .detents([.medium, .large])
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .wallet: WalletView()
    case .freeze: FreezeView()
    case .limits: Text("limits")
    }
  }
}

final class CardsCoordinator: Coordinator<CardsRoute> {
  override func start() async { await startFlow(route: .wallet) }
  func freeze() async { await navigate(toRoute: .freeze) }
  func limits() async { await navigate(toRoute: .limits) }
  func logout() async {
    await restart()
  }
}

struct WalletView: View {
  @EnvironmentObject var coordinator: CardsCoordinator
  var body: some View {
    Button("Freeze") { Task { await coordinator.freeze() } }
    Button("Limits", action: { Task { await coordinator.limits() } })
  }
}

struct FreezeView: View {
  @EnvironmentObject var coordinator: CardsCoordinator
  @Environment(\.dismiss) var dismiss
  var body: some View {
    Button("Done") { dismiss() }
    Button("Log out") { Task { await coordinator.logout() } }
  }
}
