import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var root: RootCoordinator?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = RootCoordinator(session: Session.shared)
    window.rootViewController = root.root
    window.makeKeyAndVisible()
    self.window = window
    self.root = root
    root.start(animated: false)
    return true
  }
}

final class Session {
  static let shared = Session()
  var isLoggedIn = false
  var hasPin = false
}

class BaseFlow<Route: NavigationRoute>: NavigationCoordinator<Route> {
  func showAlert(_ message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    root.present(alert, animated: true)
  }
}

enum RootRoute: NavigationRoute {
  case launch
  case login(RootCoordinator)
  case createPin(RootCoordinator)
  case enterPin(RootCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .launch: return UIViewController()
    case .login(let coordinator): return LoginViewController(coordinator: coordinator)
    case .createPin(let coordinator): return PinViewController(mode: .create, coordinator: coordinator)
    case .enterPin(let coordinator): return PinViewController(mode: .enter, coordinator: coordinator)
    }
  }
}

final class RootCoordinator: BaseFlow<RootRoute> {
  private let session: Session

  init(session: Session) {
    self.session = session
    super.init(parent: nil)
  }

  override func start(animated: Bool = false) {
    router.startFlow(route: .launch, animated: false)
    route()
  }

  private func route() {
    switch (session.isLoggedIn, session.hasPin) {
    case (false, _): router.navigate(to: .login(self))
    case (true, false): router.navigate(to: .createPin(self))
    case (true, true): router.navigate(to: .enterPin(self))
    }
  }

  func loggedIn() {
    session.isLoggedIn = true
    router.navigate(to: session.hasPin ? .enterPin(self) : .createPin(self))
  }

  func pinAccepted() {
    router.navigate(to: AccountsCoordinator(presentationStyle: .fullScreen))
  }

  func pinRejected(attempts: Int) {
    if attempts >= 3 {
      logout()
    } else {
      showAlert("Wrong PIN")
    }
  }

  func logout() {
    session.isLoggedIn = false
    restartApp()
  }
}

final class LoginViewController: UIViewController {
  private weak var coordinator: RootCoordinator?
  init(coordinator: RootCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func submit() {
    Task {
      let ok = await Auth.login()
      await MainActor.run { if ok { coordinator?.loggedIn() } }
    }
  }
}

enum Auth {
  static func login() async -> Bool { true }
}

final class PinViewController: UIViewController {
  enum Mode { case create, enter }
  private let mode: Mode
  private weak var coordinator: RootCoordinator?
  private var attempts = 0
  init(mode: Mode, coordinator: RootCoordinator) {
    self.mode = mode
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didEnter(_ pin: String) {
    switch mode {
    case .create:
      coordinator?.pinAccepted()
    case .enter:
      if pin == "1234" {
        coordinator?.pinAccepted()
      } else {
        attempts += 1
        coordinator?.pinRejected(attempts: attempts)
      }
    }
  }
}
