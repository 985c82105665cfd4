import UIKCoordinator
import UIKit

enum StallsRoute: NavigationRoute {
  case list(StallsViewModel)
  case stall(name: String, StallsViewModel)
  case haggle(price: Int)

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .stall: return .push
    case .haggle: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let model): return StallListViewController(model: model)
    case .stall(let name, let model): return StallViewController(name: name, model: model)
    case .haggle(let price): return HaggleViewController(price: price)
    }
  }
}

final class StallsCoordinator: NavigationCoordinator<StallsRoute> {
  private lazy var model = StallsViewModel(coordinator: self)

  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .list(model), animated: animated)
  }

  func open(_ name: String) { router.navigate(to: .stall(name: name, model)) }
  func haggle(_ price: Int) { router.navigate(to: .haggle(price: price)) }
  func closeHaggle() { router.dismiss(animated: true) }
}

final class StallsViewModel {
  private unowned let coordinator: StallsCoordinator

  init(coordinator: StallsCoordinator) {
    self.coordinator = coordinator
  }

  func select(_ name: String) { coordinator.open(name) }
  func offer(_ price: Int) { coordinator.haggle(price) }
  func walkAway() { coordinator.closeHaggle() }
}

final class StallListViewController: UITableViewController {
  let model: StallsViewModel

  init(model: StallsViewModel) {
    self.model = model
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select("Stall \(indexPath.row)")
  }
}

final class StallViewController: UIViewController {
  let name: String
  let model: StallsViewModel

  init(name: String, model: StallsViewModel) {
    self.name = name
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Haggle", primaryAction: UIAction { [weak self] _ in self?.model.offer(10) })
  }
}

final class HaggleViewController: UIViewController {
  let price: Int

  init(price: Int) {
    self.price = price
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}
