import Foundation
import SUICoordinator
import SwiftUI

enum LoanError: Error {
  case denied
  case offline
}

enum LoanRoute: RouteType {
  case start
  case form
  case approved
  case offline
  case denied
  case receipt
  case later

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .offline: .sheet
    case .approved: .fullScreenCover
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .start: StartView()
    case .form: FormView()
    case .receipt: ReceiptView()
    default: Text("Loan")
    }
  }
}

final class LoanService {
  private var waiting: [() -> Void] = []

  func submit(completion: @escaping (Result<Int, LoanError>) -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://loans.example")!) { data, _, error in
      DispatchQueue.main.async {
        completion(error == nil ? .success(data?.count ?? 0) : .failure(.offline))
      }
    }.resume()
  }

  func queue(_ work: @escaping () -> Void) {
    waiting.append(work)
  }
}

final class PrintService {
  func print(then done: (() -> Void)?) {
    done?()
  }
}

final class LoanCoordinator: Coordinator<LoanRoute> {
  let service = LoanService()

  override func start() async {
    await startFlow(route: .start)
  }

  func openForm() async {
    await navigate(toRoute: .form)
  }

  func submit() {
    service.submit { [weak self] result in
      Task { @MainActor in
        switch result {
        case .success:
          await self?.navigate(toRoute: .approved)
        case .failure(.offline):
          await self?.navigate(toRoute: .offline)
        case .failure:
          await self?.navigate(toRoute: .denied)
        }
      }
    }
  }

  func showReceipt() async {
    await navigate(toRoute: .receipt)
  }

  func remindLater() {
    service.queue { [weak self] in
      Task { await self?.navigate(toRoute: .later) }
    }
  }
}

@MainActor
final class ReceiptModel: ObservableObject {
  let printer = PrintService()
  weak var coordinator: LoanCoordinator?

  func printed() {
    printer.print { [weak self] in
      Task { await self?.coordinator?.showReceipt() }
    }
  }
}

struct StartView: View {
  @EnvironmentObject var coordinator: LoanCoordinator
  var body: some View {
    Button("Apply") { Task { await coordinator.openForm() } }
  }
}

struct FormView: View {
  @EnvironmentObject var coordinator: LoanCoordinator
  @StateObject var model = ReceiptModel()
  var body: some View {
    Button("Submit") { coordinator.submit() }
    Button("Print") { model.printed() }
    Button("Later") { coordinator.remindLater() }
  }
}

struct ReceiptView: View {
  var body: some View { Text("Receipt") }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ReceiptModel, _ value: LoanCoordinator) { screen.coordinator = value }
