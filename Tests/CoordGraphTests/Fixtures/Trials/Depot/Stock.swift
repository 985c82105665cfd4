import UIKCoordinator
import UIKit

enum StockRoute: NavigationRoute {
  case shelves(StockCoordinator)
  case item(String, StockCoordinator)
  case reorder(String)

  var transition: NavigationTransitionStyle {
    if case .reorder = self { return .modalFullscreen }
    return .push
  }

  func view() -> UIViewController {
    switch self {
    case .shelves(let c): return ShelvesViewController(coordinator: c)
    case .item(let sku, let c): return ItemViewController(sku: sku, coordinator: c)
    case .reorder(let sku): return ReorderViewController(sku: sku)
    }
  }
}

final class StockCoordinator: NavigationCoordinator<StockRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .shelves(self), animated: animated)
  }

  func show(sku: String) { router.navigate(to: .item(sku, self)) }

  func reorder(sku: String, lowStock: Bool) {
    guard lowStock else { return }
    let controller = ReorderViewController(sku: sku)
    controller.onDone = { [weak self] in self?.router.dismiss(animated: true) }
    router.navigate(to: .reorder(sku))
  }

  func signOut() {
    finishFlow(animated: true)
  }
}

final class ShelvesViewController: UIViewController {
  private let coordinator: StockCoordinator
  init(coordinator: StockCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc private func open() { coordinator.show(sku: "A1") }
  @objc private func signOutTapped() { coordinator.signOut() }
}

final class ItemViewController: UIViewController {
  let sku: String
  private let coordinator: StockCoordinator
  init(sku: String, coordinator: StockCoordinator) {
    self.sku = sku
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc private func reorderTapped() { coordinator.reorder(sku: sku, lowStock: true) }
}

final class ReorderViewController: UIViewController {
  let sku: String
  var onDone: (() -> Void)?
  init(sku: String) {
    self.sku = sku
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func doneTapped() { onDone?() }
}
