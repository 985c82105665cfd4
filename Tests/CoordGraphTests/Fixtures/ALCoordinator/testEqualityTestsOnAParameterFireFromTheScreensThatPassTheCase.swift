import UIKCoordinator
import UIKit

enum SignInRoute: NavigationRoute {
  case form
  case welcome
  case help
  case locked
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .form: return FormViewController()
    case .welcome: return WelcomeViewController()
    case .help: return HelpViewController()
    case .locked: return LockedViewController()
    }
  }
}

enum SignInResult {
  case success
  case failed
  case cancelled
  case blocked
}

final class SignInCoordinator: NavigationCoordinator<SignInRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .form) }

  // `result == .success` reads as `case .success:`; each `else` runs for the cases its test leaves.
  func finished(with result: SignInResult) {
    if result == .success {
      router.navigate(to: .welcome)
    } else if .blocked == result {
      router.navigate(to: .locked)
    } else {
      router.pop()
    }
  }

  // After `guard ... == .x`, the rest runs only for the cases it names.
  func recover(_ result: SignInResult) {
    guard result == .failed || result == .cancelled else { return }
    router.navigate(to: .help)
  }

  // `!=`, and a local tested against a case, name no arm: every caller runs them.
  func leave(_ result: SignInResult) {
    let last = SignInResult.failed
    if last == .success { router.popToRoot() }
    if result != .success { finishFlow() }
  }
}

final class FormViewController: UIViewController {
  weak var coordinator: SignInCoordinator?
  @objc func signedIn() { coordinator?.finished(with: .success) }
  @objc func forgot() { coordinator?.recover(.failed) }
}

final class WelcomeViewController: UIViewController {
  weak var coordinator: SignInCoordinator?
  @objc func back() { coordinator?.finished(with: .cancelled) }
}

final class HelpViewController: UIViewController {
  weak var coordinator: SignInCoordinator?
  @objc func gaveUp() { coordinator?.finished(with: .blocked) }
  @objc func again() { coordinator?.recover(.success) }
}

final class LockedViewController: UIViewController {
  weak var coordinator: SignInCoordinator?
  @objc func close() { coordinator?.leave(.blocked) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: FormViewController, _ value: SignInCoordinator) { screen.coordinator = value }
func wire(_ screen: WelcomeViewController, _ value: SignInCoordinator) { screen.coordinator = value }
func wire(_ screen: HelpViewController, _ value: SignInCoordinator) { screen.coordinator = value }
func wire(_ screen: LockedViewController, _ value: SignInCoordinator) { screen.coordinator = value }
