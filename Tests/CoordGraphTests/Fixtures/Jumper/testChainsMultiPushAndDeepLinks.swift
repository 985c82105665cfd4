import Jumper
import UIKit

final class RootAppCoordinator: RootCoordinable {
  var navigation: RootNavigation<RootAppCoordinator> = .init(initial: \.main)
  @Route var main = mainTabs
  func mainTabs() -> MainTabs { MainTabs() }

  func onOpenURL(_ url: URL?) {
    guard let url else { return }
    if let tabs = hasRoot(\.main) {
      switch url.host {
      case "settings":
        tabs.focus(\.settings).push(\.detail, input: "x")
      default:
        break
      }
    }
  }
}

final class MainTabs: TabCoordinable {
  var navigation: TabNavigation<MainTabs> = .init {
    \MainTabs.home
    \MainTabs.settings
  }
  @Route(tabItem: homeTab) var home = homeFlow
  @Route(tabItem: settingsTab) var settings = settingsFlow
  func homeFlow() -> HomeCoordinator { HomeCoordinator() }
  func settingsFlow() -> SettingsCoordinator { SettingsCoordinator() }
  func homeTab() -> UITabBarItem { UITabBarItem() }
  func settingsTab() -> UITabBarItem { UITabBarItem() }
}

final class HomeCoordinator: NavigationCoordinable {
  var navigation: Navigation<HomeCoordinator> = .init(initial: \.start)
  @Route var start = startScreen
  func startScreen() -> ScreenView { StartViewController(coordinator: self) }
}

final class SettingsCoordinator: NavigationCoordinable {
  var navigation: Navigation<SettingsCoordinator> = .init(initial: \.overview)
  @Route var overview = overviewScreen
  @Route var yellow = yellowScreen
  @Route var green = greenScreen
  @Route var detail = detailScreen
  func overviewScreen() -> ScreenView { OverviewViewController(coordinator: self) }
  func yellowScreen() -> ScreenView { UIViewController() }
  func greenScreen() -> ScreenView { UIViewController() }
  func detailScreen(id: String) -> ScreenView { UIViewController() }
}

final class StartViewController: UIViewController {
  weak var coordinator: HomeCoordinator?
  init(coordinator: HomeCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class OverviewViewController: UIViewController {
  weak var coordinator: SettingsCoordinator?
  init(coordinator: SettingsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func colours() {
    coordinator?.push {
      \SettingsCoordinator.yellow
      \SettingsCoordinator.green
    }
  }
  @objc func chained() { coordinator?.push(\.yellow, animated: false).push(\.green) }
}
