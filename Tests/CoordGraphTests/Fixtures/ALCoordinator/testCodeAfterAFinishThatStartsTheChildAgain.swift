import SUICoordinator
import SwiftUI

final class Session {
  var isLoggedIn: Bool { UserDefaults.standard.bool(forKey: "token") }
}

enum MainRoute: NavigationRoute {
  case splash
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Loading") }
}

final class MainCoordinator: NavigationCoordinator<MainRoute> {
  private let session: Session

  init(session: Session) {
    self.session = session
    super.init(parent: nil)
    router.startFlow(route: .splash, animated: false)
  }

  override func start(animated: Bool = false) {
    route()
  }

  private func route() {
    if session.isLoggedIn {
      router.navigate(to: HomeCoordinator(), animated: true)
    } else {
      let login = LoginCoordinator(presentationStyle: .fullScreen)
      login.onLoggedIn = { [weak self] in self?.route() }
      router.navigate(to: login, animated: true)
    }
  }
}

enum LoginRoute: NavigationRoute {
  case login(LoginCoordinator)
  case forgot
  var transition: NavigationTransitionStyle {
    switch self {
    case .login: return .push
    case .forgot: return .modal
    }
  }
  func view() -> any View {
    switch self {
    case .login(let coordinator): return LoginView(coordinator: coordinator)
    case .forgot: return Text("Check your mail")
    }
  }
}

final class LoginCoordinator: NavigationCoordinator<LoginRoute> {
  var onLoggedIn: (() -> Void)?

  override func start(animated: Bool = true) {
    router.startFlow(route: .login(self), animated: animated)
  }

  func forgot() { router.navigate(to: .forgot) }

  func loggedIn() {
    finishFlow(animated: true) { [weak self] in self?.onLoggedIn?() }
  }
}

struct LoginView: View {
  let coordinator: LoginCoordinator
  var body: some View {
    Button("Log in") { coordinator.loggedIn() }
    Button("Forgot password") { coordinator.forgot() }
  }
}

enum HomeRoute: NavigationRoute {
  case home(HomeCoordinator)
  case profile
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .home(let coordinator): return HomeView(coordinator: coordinator)
    case .profile: return Text("Me")
    }
  }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .home(self), animated: animated)
  }

  func profile() { router.navigate(to: .profile) }
  func logOut() { restartApp() }
}

struct HomeView: View {
  let coordinator: HomeCoordinator
  var body: some View {
    Button("Profile") { coordinator.profile() }
    Button("Log out") { coordinator.logOut() }
  }
}
