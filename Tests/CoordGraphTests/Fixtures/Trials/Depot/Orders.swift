import Combine
import UIKCoordinator
import UIKit

enum OrdersRoute: NavigationRoute {
  case list(OrdersViewModel)
  case order(Int, OrdersCoordinator)
  case packed
  case scanner

  var transition: NavigationTransitionStyle {
    switch self {
    case .packed: return .modal
    case .scanner: return .custom(style: ScannerTransition())
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let model): return OrdersViewController(model: model)
    case .order(let id, let coordinator): return OrderViewController(id: id, coordinator: coordinator)
    case .packed: return PackedViewController()
    case .scanner: return UIViewController()
    }
  }
}

final class ScannerTransition: NSObject, UIViewControllerTransitioningDelegate {}

enum OrdersEvent {
  case open(Int)
  case scan
  case refreshFailed
}

final class OrdersViewModel {
  let events = PassthroughSubject<OrdersEvent, Never>()
  let orders = [1, 2, 3]

  func select(row: Int) { events.send(.open(orders[row])) }
  func scanTapped() { events.send(.scan) }
}

final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
  private var cancellables = Set<AnyCancellable>()

  override func start(animated: Bool) {
    let model = OrdersViewModel()
    model.events
      .receive(on: DispatchQueue.main)
      .sink { [weak self] event in
        switch event {
        case .open(let id): self?.router.navigate(to: .order(id, self!))
        case .scan: self?.router.navigate(to: .scanner)
        case .refreshFailed: break
        }
      }
      .store(in: &cancellables)
    router.startFlow(route: .list(model), animated: animated)
  }

  func markPacked() {
    router.navigate(to: .packed)
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
      self?.router.dismiss(animated: true)
      self?.router.pop(animated: true)
    }
  }

  func cancelOrder() {
    router.pop(animated: true)
  }
}

final class OrdersViewController: UITableViewController {
  private let model: OrdersViewModel
  init(model: OrdersViewModel) {
    self.model = model
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select(row: indexPath.row)
  }

  @objc private func scan() { model.scanTapped() }
}

final class OrderViewController: UIViewController {
  let id: Int
  weak var coordinator: OrdersCoordinator?
  init(id: Int, coordinator: OrdersCoordinator) {
    self.id = id
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc private func packTapped() { coordinator?.markPacked() }

  @objc private func cancelTapped() {
    let alert = UIAlertController(title: "Cancel order?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Cancel order", style: .destructive) { [weak self] _ in
        self?.coordinator?.cancelOrder()
      })
    present(alert, animated: true)
  }
}

final class PackedViewController: UIViewController {}
