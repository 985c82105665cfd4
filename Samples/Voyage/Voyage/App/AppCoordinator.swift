import Jumper
import UIKit

/// The links the app opens: voyage://trips, voyage://profile.
enum VoyageLink {
  case trips
  case profile

  init?(url: URL) {
    switch url.host {
    case "trips": self = .trips
    case "profile": self = .profile
    default: return nil
    }
  }
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.launch)

  @Route var launch = launchScreen
  @Route var maintenance = maintenanceScreen  // planted: dead-end
  @Route var auth = authFlow
  @Route var home = homeTabs

  func launchScreen() -> ScreenView {
    let controller = LaunchViewController()
    controller.coordinator = self
    return controller
  }

  // Shown when the server is down for maintenance; it offers no retry.
  func maintenanceScreen() -> ScreenView {
    MaintenanceViewController()
  }

  func authFlow() -> AuthCoordinator {
    let auth = AuthCoordinator()
    auth.app = self
    return auth
  }

  func homeTabs() -> HomeTabsCoordinator {
    let tabs = HomeTabsCoordinator()
    tabs.app = self
    return tabs
  }

  /// Deep links run only once the user is signed in (the tab bar is the root).
  func onOpenURL(_ url: URL?) {
    guard let url, let link = VoyageLink(url: url) else { return }
    // Opened only once the tabs are the root (before sign-in the link is ignored, by design); but selecting a tab
    // leaves a presented gallery up, so the links end on the gallery, not on their tab.
    if let tabs = hasRoot(\.home) {
      switch link {
      case .trips:
        tabs.focus(\.trips).popToRoot()  // planted: deep-link-unresolved
      case .profile:
        tabs.focus(\.profile)  // planted: deep-link-unresolved
      }
    }
  }
}

final class LaunchViewController: UIViewController {
  weak var coordinator: AppCoordinator?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    switch Session.shared.state {
    case .signedIn: coordinator?.root(\.home)
    case .signedOut: coordinator?.root(\.auth)
    case .serverDown: coordinator?.root(\.maintenance)
    }
  }
}

final class MaintenanceViewController: UIViewController {}

final class Session {
  enum State { case signedIn, signedOut, serverDown }
  static let shared = Session()
  var state = State.signedOut
}
