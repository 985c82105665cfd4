import UIKCoordinator
import UIKit

enum OnboardingRoute: NavigationRoute {
  case welcome(viewModel: WelcomeViewModel)
  case permissions(viewModel: PermissionsViewModel)
  case signIn(viewModel: SignInViewModel)
  case terms

  var transition: NavigationTransitionStyle {
    switch self {
    case .terms: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .welcome(let viewModel): return WelcomeViewController(viewModel: viewModel)
    case .permissions(let viewModel): return PermissionsViewController(viewModel: viewModel)
    case .signIn(let viewModel): return SignInViewController(viewModel: viewModel)
    case .terms: return TermsViewController()
    }
  }
}

final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .welcome(viewModel: WelcomeViewModel(coordinator: self)), animated: animated)
  }

  func showPermissions() {
    router.navigate(to: .permissions(viewModel: PermissionsViewModel(coordinator: self)))
  }

  func showSignIn() {
    router.navigate(to: .signIn(viewModel: SignInViewModel(coordinator: self)))
  }

  func showTerms() {
    router.navigate(to: .terms)
  }

  func signedIn() {
    router.navigate(to: MainTabsCoordinator(currentPage: .feed))
  }
}

final class WelcomeViewModel {
  private weak var coordinator: OnboardingCoordinator?

  init(coordinator: OnboardingCoordinator) { self.coordinator = coordinator }

  func next() { coordinator?.showPermissions() }
  func readTerms() { coordinator?.showTerms() }
}

final class PermissionsViewModel {
  private weak var coordinator: OnboardingCoordinator?

  init(coordinator: OnboardingCoordinator) { self.coordinator = coordinator }

  func permissionsAnswered() { coordinator?.showSignIn() }
}

final class SignInViewModel {
  private weak var coordinator: OnboardingCoordinator?

  init(coordinator: OnboardingCoordinator) { self.coordinator = coordinator }

  func submit(email: String, password: String) {
    Session.shared.isSignedIn = true
    coordinator?.signedIn()
  }
}

final class WelcomeViewController: UIViewController {
  private let viewModel: WelcomeViewModel

  init(viewModel: WelcomeViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func continueTapped() { viewModel.next() }
  @objc private func termsTapped() { viewModel.readTerms() }
}

final class PermissionsViewController: UIViewController {
  private let viewModel: PermissionsViewModel

  init(viewModel: PermissionsViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func allowTapped() { viewModel.permissionsAnswered() }
}

final class SignInViewController: UIViewController {
  private let viewModel: SignInViewModel

  init(viewModel: SignInViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func signInTapped() { viewModel.submit(email: "", password: "") }
}

final class TermsViewController: UIViewController {}
