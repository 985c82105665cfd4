import AppIntents
import SUICoordinator
import SwiftUI

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerCoordinator.shared.getView() }
  }
}

enum LedgerRoute: RouteType {
  case accounts
  case newExpense
  case budget

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .newExpense: return .sheet
    default: return .push
    }
  }

  var body: some View {
    switch self {
    case .accounts: Text("Accounts")
    case .newExpense: Text("New expense")
    case .budget: Text("Budget")
    }
  }
}

@Coordinator(LedgerRoute.self)
final class LedgerCoordinator {
  static let shared = LedgerCoordinator()
  func start() async { await startFlow(route: .accounts) }
  func showNewExpense() async { await navigate(toRoute: .newExpense) }
  func showBudget() async { await navigate(toRoute: .budget) }
  func showAccounts() async { await popToRoot() }
}

enum Screen: String, AppEnum {
  case budget, newExpense, accounts, history
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Screen"
  static let caseDisplayRepresentations: [Screen: DisplayRepresentation] = [
    .budget: "Budget", .newExpense: "New expense", .accounts: "Accounts", .history: "History",
  ]
}

struct OpenScreenIntent: AppIntent {
  static let title: LocalizedStringResource = "Open a screen"
  static let openAppWhenRun = true
  @Parameter(title: "Screen") var screen: Screen

  @MainActor
  func perform() async throws -> some IntentResult {
    switch screen {
    case .budget: await LedgerCoordinator.shared.showBudget()
    case .newExpense: await LedgerCoordinator.shared.showNewExpense()
    default: await LedgerCoordinator.shared.showAccounts()
    }
    return .result()
  }
}
