import SUICoordinator
import SwiftUI

enum FormsRoute: RouteType {
  case menu
  case form(FormModel)
  case receipt
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .help: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .menu: MenuView()
    case .form(let model): FormView(model: model)
    case .receipt: Text("Sent")
    case .help: Text("Help")
    }
  }
}

@main
struct FormsApp: App {
  @StateObject var coordinator = FormsCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

final class FormsCoordinator: Coordinator<FormsRoute> {
  override func start() async { await startFlow(route: .menu) }
  func openEmail() async { await navigate(toRoute: .form(EmailFormModel(coordinator: self))) }
  func openPhone() async { await navigate(toRoute: .form(PhoneFormModel(coordinator: self))) }
  func showReceipt() async { await navigate(toRoute: .receipt) }
  func showHelp() async { await navigate(toRoute: .help) }
}

class FormModel: ObservableObject {
  weak var coordinator: FormsCoordinator?

  init(coordinator: FormsCoordinator) { self.coordinator = coordinator }

  func submit() async {}

  func submitTapped() async {
    guard isComplete else { return }
    await submit()
  }

  var isComplete: Bool { true }
}

final class EmailFormModel: FormModel {
  override func submit() async { await coordinator?.showReceipt() }
}

final class PhoneFormModel: FormModel {
  override func submit() async { await coordinator?.showHelp() }
}

struct MenuView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Email") { Task { await (coordinator as? FormsCoordinator)?.openEmail() } }
    Button("Phone") { Task { await (coordinator as? FormsCoordinator)?.openPhone() } }
  }
}

struct FormView: View {
  let model: FormModel

  var body: some View {
    Button("Submit") { Task { await model.submitTapped() } }
  }
}
