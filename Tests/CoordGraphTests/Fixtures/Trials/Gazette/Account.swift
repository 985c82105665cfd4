import Jumper
import UIKit

final class SavedCoordinator: NavigationCoordinable {
  var navigation: Navigation<SavedCoordinator> = .init(initial: \.saved)

  @Route var saved = savedScreen
  @Route var article = articleScreen

  func savedScreen() -> ScreenView {
    ArticleListViewController(onOpen: { [weak self] id in self?.push(\.article, input: id) })
  }

  func articleScreen(id: Int) -> ScreenView { ArticleViewController(id: id) }
}

final class AccountCoordinator: RootCoordinable {
  var navigation: RootNavigation<AccountCoordinator> = .init(initial: Session.isSignedIn ? \.profile : \.signedOut)

  @Route var signedOut = signedOutScreen
  @Route var profile = profileScreen
  @Route var settings = settingsScreen

  func signedOutScreen() -> ScreenView {
    let controller = SignedOutViewController()
    controller.onSignIn = { [weak self] in
      Session.isSignedIn = true
      self?.root(\.profile)
    }
    return controller
  }

  func profileScreen() -> ScreenView {
    let controller = ProfileViewController()
    controller.onSettings = { [weak self] in self?.present(\.settings) }
    controller.onSignOut = { [weak self] in
      Session.isSignedIn = false
      self?.root(\.signedOut)
    }
    return controller
  }

  func settingsScreen() -> ScreenView {
    let controller = SettingsViewController()
    controller.onClose = { [weak self] in self?.dismiss() }
    return controller
  }
}

enum Session {
  static var isSignedIn = false
}

final class SignedOutViewController: UIViewController {
  var onSignIn: (() -> Void)?
  @objc private func signInTapped() { onSignIn?() }
}

final class ProfileViewController: UIViewController {
  var onSettings: (() -> Void)?
  var onSignOut: (() -> Void)?
  @objc private func settingsTapped() { onSettings?() }
  @objc private func signOutTapped() { onSignOut?() }
}

final class SettingsViewController: UIViewController {
  var onClose: (() -> Void)?
  @objc private func closeTapped() { onClose?() }
}
