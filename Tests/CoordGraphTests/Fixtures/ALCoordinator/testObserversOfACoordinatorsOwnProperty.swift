import UIKCoordinator
import UIKit

enum GateRoute: NavigationRoute {
  case login(GateCoordinator)
  case home(GateCoordinator)
  case profile

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .login(let coordinator): return LoginViewController(coordinator: coordinator)
    case .home(let coordinator): return HomeViewController(coordinator: coordinator)
    case .profile: return UIViewController()
    }
  }
}

enum Session {
  case signedOut
  case signedIn(name: String)
}

final class GateCoordinator: NavigationCoordinator<GateRoute> {
  private var session: Session = .signedOut {
    didSet { render() }
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .login(self), animated: animated)
  }

  private func render() {
    switch session {
    case .signedOut: router.startFlow(route: .login(self))
    case .signedIn: router.startFlow(route: .home(self))
    }
  }

  func signIn(name: String) { session = .signedIn(name: name) }
  func signOut() { self.session = .signedOut }
  func showProfile() { router.navigate(to: .profile) }
}

final class LoginViewController: UIViewController {
  private unowned let coordinator: GateCoordinator
  init(coordinator: GateCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func signInTapped() { coordinator.signIn(name: "Ada") }
}

final class HomeViewController: UIViewController {
  private unowned let coordinator: GateCoordinator
  init(coordinator: GateCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func signOutTapped() { coordinator.signOut() }
  @objc private func profileTapped() { coordinator.showProfile() }
}
