import Combine
import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let coordinator = RootCoordinator()
  func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window?.rootViewController = coordinator.root
    coordinator.start(animated: false)
    return true
  }
}

enum RootRoute: NavigationRoute {
  case dashboard
  case about
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .dashboard: return DashboardViewController()
    case .about: return UIViewController()
    }
  }
}

enum ProfileEvent {
  case signedOut
  case showAbout
  case done
}

final class RootCoordinator: NavigationCoordinator<RootRoute> {
  private var bag = Set<AnyCancellable>()
  override func start(animated: Bool = true) { router.startFlow(route: .dashboard, animated: animated) }

  func showProfile() {
    let profile = ProfileCoordinator(presentationStyle: .sheet)
    profile.events
      .sink { [weak self] event in
        switch event {
        case .signedOut: self?.restart()
        case .showAbout: self?.router.navigate(to: .about)
        case .done: profile.finishFlow()
        }
      }
      .store(in: &bag)
    router.navigate(to: profile)
  }
}

enum ProfileRoute: NavigationRoute {
  case overview
  case security
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .overview: return OverviewViewController()
    case .security: return SecurityViewController()
    }
  }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
  let events = PassthroughSubject<ProfileEvent, Never>()
  override func start(animated: Bool = true) { router.startFlow(route: .overview, animated: animated) }
  func showSecurity() { router.navigate(to: .security) }
}

final class DashboardViewController: UIViewController {
  weak var coordinator: RootCoordinator?
  @objc func profileTapped() { coordinator?.showProfile() }
}

final class OverviewViewController: UIViewController {
  weak var coordinator: ProfileCoordinator?
  @objc func securityTapped() { coordinator?.showSecurity() }
  @objc func doneTapped() { coordinator?.events.send(.done) }
  @objc func aboutTapped() { coordinator?.events.send(.showAbout) }
}

final class SecurityViewController: UIViewController {
  weak var coordinator: ProfileCoordinator?
  @objc func signOutTapped() { coordinator?.events.send(.signedOut) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: DashboardViewController, _ value: RootCoordinator) { screen.coordinator = value }
func wire(_ screen: OverviewViewController, _ value: ProfileCoordinator) { screen.coordinator = value }
func wire(_ screen: SecurityViewController, _ value: ProfileCoordinator) { screen.coordinator = value }
