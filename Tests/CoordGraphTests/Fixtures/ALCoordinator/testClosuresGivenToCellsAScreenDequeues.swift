import UIKCoordinator
import UIKit

enum ClinicRoute: NavigationRoute {
  case visits(ClinicCoordinator)
  case invoices(ClinicCoordinator)
  case visit
  case invoice

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .visits(let coordinator): return VisitsViewController(coordinator: coordinator)
    case .invoices(let coordinator): return InvoicesViewController(coordinator: coordinator)
    default: return UIViewController()
    }
  }
}

final class ClinicCoordinator: NavigationCoordinator<ClinicRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .visits(self), animated: animated) }
  func showInvoices() { router.navigate(to: .invoices(self)) }
  func showVisit() { router.navigate(to: .visit) }
  func showInvoice() { router.navigate(to: .invoice) }
}

final class RowCell: UITableViewCell {
  var onOpen: (() -> Void)?
  private let openButton = UIButton()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    openButton.addTarget(self, action: #selector(openTapped), for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func openTapped() { onOpen?() }
}

final class VisitsViewController: UITableViewController {
  private weak var coordinator: ClinicCoordinator?

  init(coordinator: ClinicCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(RowCell.self, forCellReuseIdentifier: "row")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Invoices", primaryAction: UIAction { [weak self] _ in self?.coordinator?.showInvoices() })
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
    cell.onOpen = { [weak self] in self?.coordinator?.showVisit() }
    return cell
  }
}

final class InvoicesViewController: UITableViewController {
  private weak var coordinator: ClinicCoordinator?

  init(coordinator: ClinicCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as? RowCell else {
      return UITableViewCell()
    }
    cell.onOpen = { [weak self] in self?.coordinator?.showInvoice() }
    return cell
  }
}
