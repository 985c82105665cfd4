import SUICoordinator
import SwiftUI

enum LockRoute: RouteType {
  case passcode
  case forgot

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .passcode: PasscodeView()
    case .forgot: ForgotView()
    }
  }
}

@Coordinator(LockRoute.self)
final class LockCoordinator {
  func start() async { await startFlow(route: .passcode) }
  func unlocked() async { await finishFlow() }
  func forgot() async { await navigate(toRoute: .forgot) }
}

struct PasscodeView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var code = ""

  var body: some View {
    SecureField("Passcode", text: $code)
      .onSubmit {
        guard code == "1234" else { return }
        Task { await (coordinator as? LockCoordinator)?.unlocked() }
      }
    Button("Forgot?") { Task { await (coordinator as? LockCoordinator)?.forgot() } }
  }
}

struct ForgotView: View {
  var body: some View { Text("Reinstall the app") }
}
