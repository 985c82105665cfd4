import Jumper
import UIKit

final class OrdersCoordinator: NavigationCoordinable {
  var navigation: Navigation<OrdersCoordinator> = .init(initial: \.history)

  @Route var history = historyScreen
  @Route var order = orderScreen

  func historyScreen() -> ScreenView {
    let controller = OrderHistoryViewController()
    controller.onOpen = { [weak self] id in self?.push(\.order, input: id) }
    return controller
  }

  func orderScreen(id: String) -> ScreenView {
    OrderViewController(id: id)
  }
}

final class OrderHistoryViewController: UITableViewController {
  var onOpen: ((String) -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onOpen?("order-\(indexPath.row)")
  }
}

final class OrderViewController: UIViewController {
  let id: String

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

final class AccountCoordinator: NavigationCoordinable {
  var navigation: Navigation<AccountCoordinator> = .init(initial: \.profile)
  private let signOut: () -> Void

  @Route var profile = profileScreen
  @Route var edit = editScreen

  init(signOut: @escaping () -> Void) {
    self.signOut = signOut
  }

  func profileScreen() -> ScreenView {
    let controller = ProfileViewController()
    controller.onEdit = { [weak self] in self?.present(\.edit) }
    controller.onSignOut = signOut
    return controller
  }

  func editScreen() -> ScreenView {
    UINavigationController(rootViewController: EditProfileViewController())
  }
}

final class ProfileViewController: UIViewController {
  var onEdit: (() -> Void)?
  var onSignOut: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", primaryAction: UIAction { [weak self] _ in self?.onEdit?() })
    let signOut = UIButton(
      type: .system, primaryAction: UIAction(title: "Sign out") { [weak self] _ in self?.onSignOut?() })
    view.addSubview(signOut)
  }
}

final class EditProfileViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }
}
