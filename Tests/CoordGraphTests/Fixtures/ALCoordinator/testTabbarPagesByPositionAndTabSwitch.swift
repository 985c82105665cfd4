import UIKCoordinator
import UIKit

enum MainPage: TabbarPage {
  case settings
  case home

  func coordinator() -> Coordinator {
    switch self {
    case .settings: return SettingsCoordinator()
    case .home: return HomeCoordinator()
    }
  }

  var position: Int {
    switch self {
    case .settings: return 1
    case .home: return 0
    }
  }
}

final class MainTabs: TabbarCoordinator<MainPage> {
  init() {
    super.init(pages: MainPage.allCases)
  }

  func goHome() { currentPage = .home }
}

enum SimpleRoute: NavigationRoute {
  case main
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { MainViewController() }
}

final class HomeCoordinator: NavigationCoordinator<SimpleRoute> {
  override func start(animated: Bool) { router.startFlow(route: .main) }
}

final class MainViewController: UIViewController {
  weak var tabs: MainTabs?
  @objc func settingsTapped() { tabs?.setCurrentPage(.settings) }  // the newer API's tab switch
}

enum SettingsRoute: NavigationRoute {
  case options
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { OptionsViewController() }
}

final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  override func start(animated: Bool) { router.startFlow(route: .options) }
  func backHome() { (parent as? MainTabs)?.goHome() }
}

final class OptionsViewController: UIViewController {
  weak var coordinator: SettingsCoordinator?
  @objc func homeTapped() { coordinator?.backHome() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: MainViewController, _ value: MainTabs) { screen.tabs = value }
func wire(_ screen: OptionsViewController, _ value: SettingsCoordinator) { screen.coordinator = value }
