import UIKCoordinator
import UIKit

enum AccountsRoute: NavigationRoute {
  case list(AccountsViewModel)
  case account(id: String, AccountsCoordinator)
  case transfer(from: String, AccountsCoordinator)
  case transferReview(AccountsCoordinator)
  case transferDone(AccountsCoordinator)
  case statements(id: String)
  case profile(AccountsCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .profile: return .modal
    case .transferDone: return .modalFullscreen
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let model): return AccountsViewController(model: model)
    case .account(let id, let coordinator): return AccountViewController(id: id, coordinator: coordinator)
    case .transfer(let id, let coordinator): return TransferViewController(from: id, coordinator: coordinator)
    case .transferReview(let coordinator): return ReviewViewController(coordinator: coordinator)
    case .transferDone(let coordinator): return DoneViewController(coordinator: coordinator)
    case .statements: return UIViewController()
    case .profile(let coordinator): return ProfileViewController(coordinator: coordinator)
    }
  }
}

protocol AccountsViewModelDelegate: AnyObject {
  func accountsViewModel(_ model: AccountsViewModel, didSelect id: String)
  func accountsViewModelDidTapProfile(_ model: AccountsViewModel)
}

final class AccountsViewModel {
  weak var delegate: AccountsViewModelDelegate?
  func select(_ id: String) { delegate?.accountsViewModel(self, didSelect: id) }
  func profileTapped() { delegate?.accountsViewModelDidTapProfile(self) }
}

final class AccountsCoordinator: BaseFlow<AccountsRoute>, AccountsViewModelDelegate {
  override func start(animated: Bool = true) {
    let model = AccountsViewModel()
    model.delegate = self
    router.startFlow(route: .list(model), animated: animated)
  }

  func accountsViewModel(_ model: AccountsViewModel, didSelect id: String) {
    router.navigate(to: .account(id: id, self))
  }

  func accountsViewModelDidTapProfile(_ model: AccountsViewModel) {
    router.navigate(to: .profile(self))
  }

  func startTransfer(from id: String) { router.navigate(to: .transfer(from: id, self)) }
  func showStatements(for id: String) { router.navigate(to: .statements(id: id)) }
  func review() { router.navigate(to: .transferReview(self)) }

  func confirm() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
      guard let self else { return }
      self.router.navigate(to: .transferDone(self))
    }
  }

  func editTransfer() {
    router.popToView(TransferViewController.self)
  }

  func closeDone() {
    router.dismiss(animated: true) { [weak self] in self?.router.popToRoot() }
  }

  func signOut() {
    router.dismiss(animated: true) { [weak self] in
      (self?.parent as? RootCoordinator)?.logout()
    }
  }
}

final class AccountsViewController: UITableViewController {
  private let model: AccountsViewModel
  init(model: AccountsViewModel) {
    self.model = model
    super.init(style: .insetGrouped)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "person"), style: .plain, target: self, action: #selector(profile))
  }
  @objc private func profile() { model.profileTapped() }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select("acc-\(indexPath.row)")
  }
}

class FlowViewController: UIViewController {
  weak var coordinator: AccountsCoordinator?
  init(coordinator: AccountsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class AccountViewController: FlowViewController {
  let id: String
  init(id: String, coordinator: AccountsCoordinator) {
    self.id = id
    super.init(coordinator: coordinator)
  }
  required init?(coder: NSCoder) { nil }
  @objc func transferTapped() { coordinator?.startTransfer(from: id) }
  @objc func statementsTapped() { coordinator?.showStatements(for: id) }
}

final class TransferViewController: FlowViewController {
  let from: String
  init(from: String, coordinator: AccountsCoordinator) {
    self.from = from
    super.init(coordinator: coordinator)
  }
  required init?(coder: NSCoder) { nil }
  @objc func nextTapped() { coordinator?.review() }
}

final class ReviewViewController: FlowViewController {
  @objc func confirmTapped() { coordinator?.confirm() }
  @objc func editTapped() { coordinator?.editTransfer() }
}

final class DoneViewController: FlowViewController {
  @objc func closeTapped() { coordinator?.closeDone() }
}

final class ProfileViewController: FlowViewController {
  @objc func signOutTapped() { coordinator?.signOut() }
}
