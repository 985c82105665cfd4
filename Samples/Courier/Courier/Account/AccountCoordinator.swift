import UIKCoordinator
import UIKit

enum AccountRoute: NavigationRoute {
  case profile(viewModel: ProfileViewModel)
  case settings(viewModel: SettingsViewModel)
  case addresses(viewModel: AddressesViewModel)
  case editAddress(id: String)
  case debugMenu  // planted: unreachable-route

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .profile(let viewModel): return ProfileViewController(viewModel: viewModel)
    case .settings(let viewModel): return SettingsViewController(viewModel: viewModel)
    case .addresses(let viewModel): return AddressesViewController(viewModel: viewModel)
    case .editAddress(let id): return EditAddressViewController(id: id)
    case .debugMenu: return DebugMenuViewController()
    }
  }
}

final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .profile(viewModel: ProfileViewModel(coordinator: self)), animated: animated)
  }

  func showSettings() {
    router.navigate(to: .settings(viewModel: SettingsViewModel(coordinator: self)))
  }

  func showAddresses() {
    router.navigate(to: .addresses(viewModel: AddressesViewModel(coordinator: self)))
  }

  func editAddress(_ id: String) {
    router.navigate(to: .editAddress(id: id))
  }

  func showHelp() {
    router.navigate(to: HelpCoordinator(presentationStyle: .formSheet))
  }

  func signOut() {
    Session.shared.isSignedIn = false
    restartApp(animated: true)
  }
}

final class ProfileViewModel {
  private weak var coordinator: AccountCoordinator?

  init(coordinator: AccountCoordinator) { self.coordinator = coordinator }

  func settingsTapped() { coordinator?.showSettings() }
  func helpTapped() { coordinator?.showHelp() }
}

final class SettingsViewModel {
  private weak var coordinator: AccountCoordinator?

  init(coordinator: AccountCoordinator) { self.coordinator = coordinator }

  func addressesTapped() { coordinator?.showAddresses() }
  func signOutTapped() { coordinator?.signOut() }
}

final class AddressesViewModel {
  private weak var coordinator: AccountCoordinator?

  init(coordinator: AccountCoordinator) { self.coordinator = coordinator }

  func edit(_ id: String) { coordinator?.editAddress(id) }
}

final class ProfileViewController: UIViewController {
  private let viewModel: ProfileViewModel

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func settingsTapped() { viewModel.settingsTapped() }
  @objc private func helpTapped() { viewModel.helpTapped() }
}

final class SettingsViewController: UIViewController {
  private let viewModel: SettingsViewModel

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func addressesTapped() { viewModel.addressesTapped() }
  @objc private func signOutTapped() { viewModel.signOutTapped() }
}

final class AddressesViewController: UITableViewController {
  private let viewModel: AddressesViewModel

  init(viewModel: AddressesViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.edit("\(indexPath.row)")
  }
}

final class EditAddressViewController: UIViewController {
  init(id: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

// Left over from development: nothing navigates here any more.
final class DebugMenuViewController: UIViewController {}
