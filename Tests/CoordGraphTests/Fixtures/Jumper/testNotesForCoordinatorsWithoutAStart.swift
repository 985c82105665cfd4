import Jumper
import UIKit

final class ShellCoordinator: NavigationCoordinable {
  var navigation: Navigation<ShellCoordinator> = .init(initial: \.home)

  @Route var home = homeScreen
  @Route var settings = settingsFlow

  func homeScreen() -> ScreenView { UIViewController() }
  func settingsFlow() -> SettingsCoordinator { SettingsCoordinator() }
}

// Its navigation and routes are in an extension in a file that was not read.
final class SettingsCoordinator: NavigationCoordinable {
  func configure(controller: UINavigationController) {}
}

final class EmptyTabsCoordinator: TabCoordinable {}
