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
    case .accounts: AccountsView()
    case .newExpense: NewExpenseView()
    case .budget: BudgetView()
    }
  }
}

@Coordinator(LedgerRoute.self)
final class LedgerCoordinator {
  static let shared = LedgerCoordinator()
  func start() async { await startFlow(route: .accounts) }
  func showNewExpense() async { await navigate(toRoute: .newExpense) }
  func showBudget() async { await navigate(toRoute: .budget) }
  func close() async { await router.close() }
}

struct AddExpenseIntent: AppIntent {
  static let title: LocalizedStringResource = "Add an expense"
  static let openAppWhenRun = true

  @MainActor
  func perform() async throws -> some IntentResult {
    await LedgerCoordinator.shared.showNewExpense()
    return .result()
  }
}

struct ShowBudgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Show the budget"
  static let openAppWhenRun = true

  @MainActor
  func perform() async throws -> some IntentResult {
    await LedgerCoordinator.shared.showBudget()
    return .result()
  }
}

/// Not an App Intent: its `perform()` is the app's own, called by a button.
struct BudgetShortcut {
  func perform() async { await LedgerCoordinator.shared.showBudget() }
}

struct AccountsView: View {
  var body: some View {
    Button("Add") { Task { await LedgerCoordinator.shared.showNewExpense() } }
  }
}

struct NewExpenseView: View {
  var body: some View {
    Button("Save") { Task { await LedgerCoordinator.shared.close() } }
  }
}

struct BudgetView: View {
  var body: some View {
    Button("Again") { Task { await BudgetShortcut().perform() } }
  }
}
