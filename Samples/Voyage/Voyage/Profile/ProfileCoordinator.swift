import Jumper
import UIKit

final class ProfileCoordinator: NavigationCoordinable {
  var navigation: Navigation<ProfileCoordinator> = .init(initial: \.profile)
  weak var app: AppCoordinator?

  @Route var profile = profileScreen
  @Route var settings = settingsScreen
  @Route var about = aboutScreen
  @Route var licenses = licensesScreen  // planted: unreachable-route

  func profileScreen() -> ScreenView {
    let controller = ProfileViewController()
    controller.coordinator = self
    return controller
  }

  func settingsScreen() -> ScreenView {
    let controller = SettingsViewController()
    controller.coordinator = self
    return controller
  }

  func aboutScreen() -> ScreenView { AboutViewController() }

  // The about screen used to link here; the link was removed.
  func licensesScreen() -> ScreenView { LicensesViewController() }

  func signOut() {
    Session.shared.state = .signedOut
    app?.root(\.auth)
  }
}

final class ProfileViewController: UIViewController {
  weak var coordinator: ProfileCoordinator?

  @objc private func settingsTapped() { coordinator?.push(\.settings) }
  @objc private func aboutTapped() { coordinator?.push(\.about) }
}

final class SettingsViewController: UIViewController {
  weak var coordinator: ProfileCoordinator?

  @objc private func signOutTapped() { coordinator?.signOut() }
}

final class AboutViewController: UIViewController {}
final class LicensesViewController: UIViewController {}
