import UIKCoordinator
import UIKit

enum KeysRoute: NavigationRoute {
  case blanks(KeysCoordinator)
  case blank(String)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .blanks(let coordinator): return BlanksViewController(coordinator: coordinator)
    case .blank(let code): return BlankViewController(code: code)
    }
  }
}

final class KeysCoordinator: NavigationCoordinator<KeysRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) { router.startFlow(route: .blanks(self), animated: animated) }

  func showBlank(_ code: String) { router.navigate(to: .blank(code)) }
}

final class BlanksViewController: UITableViewController {
  private weak var coordinator: KeysCoordinator?
  private let codes = ["KW1", "SC1", "M1"]

  init(coordinator: KeysCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.showBlank(codes[indexPath.row])
  }
}

final class BlankViewController: UIViewController {
  private let code: String

  init(code: String) {
    self.code = code
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

enum AccountRoute: NavigationRoute {
  case profile(AccountCoordinator)
  case licence

  var transition: NavigationTransitionStyle {
    switch self {
    case .profile: return .push
    case .licence: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .profile(let coordinator): return ProfileViewController(coordinator: coordinator)
    case .licence: return LicenceViewController()
    }
  }
}

final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) { router.startFlow(route: .profile(self), animated: animated) }

  func showLicence() { router.navigate(to: .licence) }
  func signOut() { restartApp() }
}

final class ProfileViewController: UIViewController {
  private weak var coordinator: AccountCoordinator?

  init(coordinator: AccountCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func licenceTapped() { coordinator?.showLicence() }

  @objc private func signOutTapped() {
    let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Sign out", style: .destructive) { [weak self] _ in self?.coordinator?.signOut() })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }
}

/// The licence, full screen, with a close button of its own.
final class LicenceViewController: UIViewController {
  @objc private func closeTapped() { dismiss(animated: true) }
}
