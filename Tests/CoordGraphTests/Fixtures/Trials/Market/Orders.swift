import UIKCoordinator
import UIKit

enum OrdersRoute: NavigationRoute {
  case list(OrdersCoordinator)
  case order(id: String)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return OrdersViewController(coordinator: coordinator)
    case .order: return UIViewController()
    }
  }
}

final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list(self), animated: animated) }
  func showOrder(id: String) { router.navigate(to: .order(id: id)) }
}

final class OrdersViewController: UITableViewController {
  weak var coordinator: OrdersCoordinator?
  init(coordinator: OrdersCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.showOrder(id: "\(indexPath.row)")
  }
}
