import SUICoordinator
import SwiftUI

enum AuthRoute: RouteType {
  case login(viewModel: LoginViewModel)
  case signUp(viewModel: SignUpViewModel)
  case forgotPassword
  case verifyEmail(viewModel: VerifyEmailViewModel)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .forgotPassword: .detents([.medium])
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .login(let viewModel): LoginView(viewModel: viewModel)
    case .signUp(let viewModel): SignUpView(viewModel: viewModel)
    case .forgotPassword: ForgotPasswordView()
    case .verifyEmail(let viewModel): VerifyEmailView(viewModel: viewModel)
    }
  }
}

final class AuthCoordinator: Coordinator<AuthRoute> {
  override func start() async {
    await startFlow(route: .login(viewModel: LoginViewModel(coordinator: self)))
  }

  func showSignUp() async {
    await navigate(toRoute: .signUp(viewModel: SignUpViewModel(coordinator: self)))
  }

  func showForgotPassword() async {
    await navigate(toRoute: .forgotPassword)
  }

  func showVerification() async {
    await navigate(toRoute: .verifyEmail(viewModel: VerifyEmailViewModel(coordinator: self)))
  }

  func signedIn() async {
    await navigate(to: HomeTabCoordinator(), presentationStyle: .fullScreenCover)
  }
}

@MainActor final class LoginViewModel: ObservableObject {
  private weak var coordinator: AuthCoordinator?

  init(coordinator: AuthCoordinator) { self.coordinator = coordinator }

  func signUpTapped() async { await coordinator?.showSignUp() }
  func forgotTapped() async { await coordinator?.showForgotPassword() }
  func signInTapped() async { await coordinator?.signedIn() }
}

@MainActor final class SignUpViewModel: ObservableObject {
  private weak var coordinator: AuthCoordinator?

  init(coordinator: AuthCoordinator) { self.coordinator = coordinator }

  func submit() async { await coordinator?.showVerification() }
}

@MainActor final class VerifyEmailViewModel: ObservableObject {
  private weak var coordinator: AuthCoordinator?

  init(coordinator: AuthCoordinator) { self.coordinator = coordinator }

  func verified() async { await coordinator?.signedIn() }
}

struct LoginView: View {
  @StateObject var viewModel: LoginViewModel

  var body: some View {
    VStack {
      Button("Sign in") { Task { await viewModel.signInTapped() } }
      Button("Create account") { Task { await viewModel.signUpTapped() } }
      Button("Forgot password?") { Task { await viewModel.forgotTapped() } }
    }
  }
}

struct SignUpView: View {
  @StateObject var viewModel: SignUpViewModel

  var body: some View {
    Button("Sign up") { Task { await viewModel.submit() } }
  }
}

struct ForgotPasswordView: View {
  var body: some View { Text("Check your inbox") }
}

struct VerifyEmailView: View {
  @StateObject var viewModel: VerifyEmailViewModel

  var body: some View {
    Button("I have verified") { Task { await viewModel.verified() } }
  }
}
