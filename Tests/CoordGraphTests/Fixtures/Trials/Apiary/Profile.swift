import Jumper
import UIKit

final class ProfileCoordinator: NavigationCoordinable {
  var navigation: Navigation<ProfileCoordinator> = .init(initial: \.me)

  @Route var me = meScreen
  @Route var settings = settingsCoordinator

  func meScreen() -> ScreenView {
    let controller = MeViewController()
    controller.onSettings = { [weak self] in self?.present(\.settings) }
    return controller
  }

  func settingsCoordinator() -> SettingsCoordinator { SettingsCoordinator() }
}

final class MeViewController: UIViewController {
  var onSettings: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openSettings))
  }

  @objc private func openSettings() { onSettings?() }
}

final class SettingsCoordinator: NavigationCoordinable {
  var navigation: Navigation<SettingsCoordinator> = .init(initial: \.options)

  @Route var options = optionsScreen
  @Route var licences = licencesScreen

  func optionsScreen() -> ScreenView {
    let controller = OptionsViewController()
    controller.delegate = self
    return controller
  }

  func licencesScreen() -> ScreenView { UIViewController() }
}

protocol OptionsViewControllerDelegate: AnyObject {
  func optionsDidClose()
  func optionsDidSignOut()
  func optionsDidAskForLicences()
}

extension SettingsCoordinator: OptionsViewControllerDelegate {
  func optionsDidClose() { dismiss() }

  func optionsDidSignOut() {
    dismiss {
      AppRouter.shared.signOut()
    }
  }

  func optionsDidAskForLicences() { push(\.licences) }
}

final class OptionsViewController: UITableViewController {
  weak var delegate: OptionsViewControllerDelegate?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    switch indexPath.row {
    case 0: delegate?.optionsDidAskForLicences()
    case 1: delegate?.optionsDidSignOut()
    default: delegate?.optionsDidClose()
    }
  }
}
