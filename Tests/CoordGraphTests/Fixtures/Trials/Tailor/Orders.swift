import UIKCoordinator
import UIKit

enum OrdersRoute: NavigationRoute {
  case list(OrdersCoordinator)
  case detail(String, OrdersCoordinator)
  case alterations(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .alterations: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator):
      let controller = OrderListViewController()
      controller.onSelect = { [weak coordinator] id in coordinator?.open(id) }
      return controller
    case .detail(let id, let coordinator):
      let controller = OrderDetailViewController(id: id)
      controller.onAlter = { [weak coordinator] in coordinator?.alter(id) }
      return controller
    case .alterations(let id):
      return AlterationsViewController(id: id)
    }
  }
}

final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .list(self), animated: animated)
  }

  func open(_ id: String) { router.navigate(to: .detail(id, self)) }
  func alter(_ id: String) { router.navigate(to: .alterations(id)) }
}

final class OrderListViewController: UITableViewController {
  var onSelect: ((String) -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?("order-\(indexPath.row)")
  }
}

final class OrderDetailViewController: UIViewController {
  let id: String
  var onAlter: (() -> Void)?

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Alter", primaryAction: UIAction { [weak self] _ in self?.onAlter?() })
  }
}

final class AlterationsViewController: UIViewController {
  let id: String

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }
}
