import Jumper
import UIKit

final class AuthCoordinator: NavigationCoordinable {
  var navigation: Navigation<AuthCoordinator> = .init(initial: \.signIn)
  weak var app: AppCoordinator?

  @Route var signIn = signInScreen
  @Route var signUp = signUpScreen
  @Route var resetPassword = resetPasswordScreen
  @Route var resetSent = resetSentScreen

  func signInScreen() -> ScreenView {
    let controller = SignInViewController()
    controller.coordinator = self
    return controller
  }

  func signUpScreen() -> ScreenView {
    let controller = SignUpViewController()
    controller.coordinator = self
    return controller
  }

  func resetPasswordScreen() -> ScreenView {
    let controller = ResetPasswordViewController()
    controller.coordinator = self
    return controller
  }

  func resetSentScreen(email: String) -> ScreenView {
    ResetSentViewController(email: email)
  }

  func signedIn() {
    Session.shared.state = .signedIn
    app?.root(\.home)
  }
}

final class SignInViewController: UIViewController {
  weak var coordinator: AuthCoordinator?

  @objc private func signInTapped() { coordinator?.signedIn() }
  @objc private func createAccountTapped() { coordinator?.push(\.signUp) }
  @objc private func forgotTapped() { coordinator?.present(\.resetPassword) }
}

final class SignUpViewController: UIViewController {
  weak var coordinator: AuthCoordinator?

  @objc private func submitTapped() { coordinator?.signedIn() }
}

final class ResetPasswordViewController: UIViewController {
  weak var coordinator: AuthCoordinator?

  @objc private func sendTapped() { coordinator?.push(\.resetSent, input: "me@example.com") }
}

final class ResetSentViewController: UIViewController {
  init(email: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
