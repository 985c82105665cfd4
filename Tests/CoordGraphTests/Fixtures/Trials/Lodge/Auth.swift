import SUICoordinator
import SwiftUI

enum AuthRoute: RouteType {
  case email
  case code(String)
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .help: .detents([.medium])
    case .email, .code: .push
    }
  }

  var body: some View {
    switch self {
    case .email: EmailView()
    case .code(let email): CodeView(email: email)
    case .help: HelpView()
    }
  }
}

@Coordinator(AuthRoute.self)
final class AuthCoordinator {
  var onSignedIn: (() -> Void)?

  func start() async {
    await startFlow(route: .email)
  }

  func sendCode(to email: String) async {
    await navigate(toRoute: .code(email))
  }

  func verified() async {
    await finishFlow(animated: true)
    onSignedIn?()
  }

  func showHelp() async { await navigate(toRoute: .help) }
  func cancel() async { await close() }
}

struct EmailView: View {
  @Environment(\.coordinator) private var coordinator
  private var auth: AuthCoordinator? { coordinator as? AuthCoordinator }
  var body: some View {
    Button("Send code") { Task { await auth?.sendCode(to: "a@b.c") } }
    Button("Help") { Task { await auth?.showHelp() } }
    Button("Cancel") { Task { await auth?.cancel() } }
  }
}

struct CodeView: View {
  let email: String
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Verify") { Task { await (coordinator as? AuthCoordinator)?.verified() } }
  }
}

struct HelpView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("OK") { dismiss() }
  }
}
