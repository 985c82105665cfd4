import UIKCoordinator
import UIKit

enum WelcomeRoute: NavigationRoute {
  case intro
  case signIn(WelcomeRouting)
  case forgotPassword
  case terms

  var transition: NavigationTransitionStyle {
    switch self {
    case .intro, .signIn: return .push
    case .forgotPassword: return .modal
    case .terms: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .intro: return IntroViewController()
    case .signIn(let routing): return SignInViewController(routing: routing)
    case .forgotPassword: return ForgotPasswordViewController()
    case .terms: return TermsViewController()
    }
  }
}

protocol WelcomeRouting: AnyObject {
  func continueToSignIn()
  func showForgotPassword()
  func showTerms()
  func signedIn()
}

final class WelcomeCoordinator: NavigationCoordinator<WelcomeRoute> {
  var onFinish: (() -> Void)?
  private let session: SessionStore

  init(session: SessionStore) {
    self.session = session
    super.init(presentationStyle: .fullScreen)
  }

  override func start(animated: Bool) {
    let intro = WelcomeRoute.intro
    router.startFlow(route: intro, animated: animated)
  }
}

extension WelcomeCoordinator: WelcomeRouting {
  func continueToSignIn() {
    router.navigate(to: .signIn(self))
  }

  func showForgotPassword() {
    router.navigate(to: .forgotPassword)
  }

  func showTerms() {
    router.navigate(to: .terms)
  }

  func signedIn() {
    session.isSignedIn = true
    finishFlow(animated: true) { [weak self] in
      self?.onFinish?()
    }
  }
}

final class IntroViewController: UIViewController {
  weak var routing: WelcomeRouting?

  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(primaryAction: UIAction(title: "Start") { [weak self] _ in
      self?.routing?.continueToSignIn()
    })
    view.addSubview(button)
  }
}

final class SignInViewController: UIViewController {
  private unowned let routing: WelcomeRouting

  init(routing: WelcomeRouting) {
    self.routing = routing
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  @objc private func forgotTapped() { routing.showForgotPassword() }
  @objc private func termsTapped() { routing.showTerms() }

  private func submit() {
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: 1_000)
      routing.signedIn()
    }
  }
}

final class ForgotPasswordViewController: UIViewController {}
final class TermsViewController: UIViewController {}
