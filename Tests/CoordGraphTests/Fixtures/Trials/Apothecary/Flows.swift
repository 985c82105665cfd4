import Jumper
import UIKit

final class RemediesCoordinator: NavigationCoordinable {
  var navigation: Navigation<RemediesCoordinator> = .init(initial: \.shelf)
  private weak var tabs: ShopTabs?

  @Route var shelf = shelfScreen
  @Route var remedy = remedyScreen

  init(tabs: ShopTabs) {
    self.tabs = tabs
  }

  func shelfScreen() -> ScreenView {
    let controller = ShelfViewController()
    controller.onSelect = { [weak self] name in self?.push(\.remedy, input: name) }
    controller.onUpload = { [weak self] in self?.tabs?.uploadPrescription() }
    return controller
  }

  func remedyScreen(name: String) -> ScreenView {
    let controller = RemedyViewController(name: name)
    controller.onNeedsPrescription = { [weak self] in self?.tabs?.uploadPrescription() }
    return controller
  }
}

final class ShelfViewController: UITableViewController {
  var onSelect: ((String) -> Void)?
  var onUpload: (() -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?("remedy-\(indexPath.row)")
  }

  @objc private func uploadTapped() { onUpload?() }
}

final class RemedyViewController: UIViewController {
  let name: String
  var onNeedsPrescription: (() -> Void)?

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func buyTapped() { onNeedsPrescription?() }
}

final class PrescriptionCoordinator: NavigationCoordinable {
  var navigation: Navigation<PrescriptionCoordinator> = .init(initial: \.camera)

  @Route var camera = cameraScreen
  @Route var review = reviewScreen

  func cameraScreen() -> ScreenView {
    let controller = CameraViewController()
    controller.onCaptured = { [weak self] in self?.push(\.review) }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }

  func reviewScreen() -> ScreenView {
    let controller = PrescriptionReviewViewController()
    controller.onSend = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class CameraViewController: UIViewController {
  var onCaptured: (() -> Void)?
  var onCancel: (() -> Void)?
  @objc private func captureTapped() { onCaptured?() }
  @objc private func cancelTapped() { onCancel?() }
}

final class PrescriptionReviewViewController: UIViewController {
  var onSend: (() -> Void)?
  @objc private func sendTapped() { onSend?() }
}

final class AccountCoordinator: NavigationCoordinable {
  var navigation: Navigation<AccountCoordinator> = .init(initial: \.profile)
  private let onSignOut: () -> Void

  @Route var profile = profileScreen

  init(onSignOut: @escaping () -> Void) {
    self.onSignOut = onSignOut
  }

  func profileScreen() -> ScreenView {
    let controller = AccountViewController()
    controller.onSignOut = onSignOut
    return controller
  }
}

final class AccountViewController: UIViewController {
  var onSignOut: (() -> Void)?
  @objc private func signOutTapped() { onSignOut?() }
}
