import Jumper
import UIKit

final class AccountsCoordinator: NavigationCoordinable {
  var navigation: Navigation<AccountsCoordinator> = .init(initial: \.accounts)

  @Route var accounts = accountsScreen
  @Route var account = accountScreen
  @Route var statement = statementScreen
  @Route var transfer = transferCoordinator

  func accountsScreen() -> ScreenView {
    let model = AccountsModel()
    model.onOpen = { [weak self] id in self?.push(\.account, input: id) }
    return AccountsViewController(model: model)
  }

  func accountScreen(id: Int) -> ScreenView {
    let model = AccountModel(id: id)
    model.onStatement = { [weak self] in self?.push(\.statement, input: id) }
    model.onTransfer = { [weak self] in self?.present(\.transfer, input: id) }
    return AccountViewController(model: model)
  }

  func statementScreen(id: Int) -> ScreenView {
    let controller = StatementViewController()
    controller.onDone = { [weak self] in self?.pop(to: \.accounts) }
    return controller
  }

  func transferCoordinator(from id: Int) -> TransferCoordinator {
    let transfer = TransferCoordinator(from: id)
    transfer.onFinished = { [weak self] in
      self?.dismiss()
      self?.pop(to: \.accounts)
    }
    return transfer
  }
}

final class AccountsModel {
  var onOpen: ((Int) -> Void)?
  func select(row: Int) { onOpen?(row) }
}

final class AccountsViewController: UITableViewController {
  private let model: AccountsModel
  init(model: AccountsModel) {
    self.model = model
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select(row: indexPath.row)
  }
}

final class AccountModel {
  let id: Int
  var onStatement: (() -> Void)?
  var onTransfer: (() -> Void)?
  init(id: Int) { self.id = id }
}

final class AccountViewController: UIViewController {
  private let model: AccountModel
  init(model: AccountModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Statement", primaryAction: UIAction { [model] _ in model.onStatement?() }),
      UIBarButtonItem(title: "Transfer", primaryAction: UIAction { [model] _ in model.onTransfer?() }),
    ]
  }
}

final class StatementViewController: UIViewController {
  var onDone: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    Task { _ = try? await APIClient.shared.fetch("statement") }
  }

  @objc private func doneTapped() { onDone?() }
}
