import UIKCoordinator
import UIKit

enum OrdersRoute: NavigationRoute {
  case list(OrdersViewModel)
  case detail(String)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .list(let model): return OrdersViewController(model: model)
    case .detail: return UIViewController()
    }
  }
}

final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
  override func start(animated: Bool) {
    let model = OrdersViewModel()
    model.onSelect = { [weak self] id in self?.showDetail(id) }
    model.onClose = { [weak self] in self?.router.finishFlow(animated: true) }
    let pending = { [weak self] in self?.router.pop() }
    model.keep(pending)
    router.startFlow(route: .list(model))
  }

  func showDetail(_ id: String) { router.navigate(to: .detail(id)) }
}

final class OrdersViewModel {
  var onSelect: ((String) -> Void)?
  var onClose: (() -> Void)?
  func keep(_ work: @escaping () -> Void) {}
}

final class OrdersViewController: UIViewController {
  let model: OrdersViewModel
  init(model: OrdersViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
}
