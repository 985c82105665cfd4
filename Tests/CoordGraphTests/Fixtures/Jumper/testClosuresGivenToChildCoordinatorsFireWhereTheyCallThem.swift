import Jumper
import UIKit

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.auth)

  @Route var auth = authScreen
  @Route var home = homeScreen

  // The child calls the closure when its sign-in screen says so: the parent's action fires from there.
  func authScreen() -> AuthCoordinator { AuthCoordinator(onSignedIn: { [weak self] in self?.root(\.home) }) }
  func homeScreen() -> ScreenView { UIViewController() }
}

final class AuthCoordinator: NavigationCoordinable {
  var navigation: Navigation<AuthCoordinator> = .init(initial: \.signIn)
  private let onSignedIn: () -> Void

  @Route var signIn = signInScreen

  init(onSignedIn: @escaping () -> Void) { self.onSignedIn = onSignedIn }

  func signInScreen() -> ScreenView { SignInViewController(coordinator: self) }
  func signedIn() { onSignedIn() }
}

final class SignInViewController: UIViewController {
  private weak var coordinator: AuthCoordinator?
  init(coordinator: AuthCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  @objc private func signInTapped() { coordinator?.signedIn() }
}
