import SUICoordinator
import SwiftUI

enum LoginRoute: RouteType {
  case welcome(onSignIn: () -> Void)
  case password
  case otp(resend: () async -> Void)
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .welcome(let onSignIn): WelcomeView(onSignIn: onSignIn)
    case .password: PasswordView()
    case .otp(let resend): OTPView(resend: resend)
    }
  }
}

final class LoginCoordinator: Coordinator<LoginRoute> {
  let onDone: () async -> Void
  init(onDone: @escaping () async -> Void) {
    self.onDone = onDone
    super.init()
  }
  override func start() async { await startFlow(route: .welcome(onSignIn: signIn)) }

  func signIn() { Task { await navigate(toRoute: .password) } }
  func sendCode() async { await navigate(toRoute: .otp(resend: resend)) }
  func resend() async { await router.pop() }
  func verified() async {
    await finishFlow()
    await onDone()
  }
}

struct WelcomeView: View {
  let onSignIn: () -> Void
  var body: some View { Button("Sign in", action: onSignIn) }
}

struct PasswordView: View {
  @EnvironmentObject var coordinator: LoginCoordinator
  var body: some View { Button("Next") { Task { await coordinator.sendCode() } } }
}

struct OTPView: View {
  let resend: () async -> Void
  @EnvironmentObject var coordinator: LoginCoordinator
  var body: some View {
    Button("Resend") { Task { await resend() } }
    Button("Verify") { Task { await coordinator.verified() } }
  }
}
