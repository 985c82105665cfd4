import UIKCoordinator
import UIKit

/// One flow for every kind of thing the atlas lists.
enum BrowseRoute<Item: Browsable>: NavigationRoute {
  case list(BrowseCoordinator<Item>)
  case detail(Item, BrowseCoordinator<Item>)
  case filter(BrowseCoordinator<Item>)
  case share(Item)

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .detail: return .push
    case .filter: return .modal
    case .share: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return BrowseListViewController(coordinator: coordinator)
    case .detail(let item, let coordinator): return BrowseDetailViewController(item: item, coordinator: coordinator)
    case .filter(let coordinator): return FilterViewController(onDone: { coordinator.closeFilter() })
    case .share(let item): return ShareViewController(title: item.name)
    }
  }
}

final class BrowseCoordinator<Item: Browsable>: NavigationCoordinator<BrowseRoute<Item>> {
  let items: [Item]

  init(items: [Item]) {
    self.items = items
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .list(self), animated: animated)
  }

  func open(_ item: Item) { router.navigate(to: .detail(item, self)) }
  func showFilter() { router.navigate(to: .filter(self)) }
  func closeFilter() { router.dismiss() }
  func share(_ item: Item) { router.navigate(to: .share(item)) }
}

final class BrowseListViewController<Item: Browsable>: UITableViewController {
  private weak var coordinator: BrowseCoordinator<Item>?

  init(coordinator: BrowseCoordinator<Item>) {
    self.coordinator = coordinator
    super.init(style: .plain)
    title = Item.title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Filter", primaryAction: UIAction { [weak self] _ in self?.coordinator?.showFilter() })
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let coordinator else { return }
    coordinator.open(coordinator.items[indexPath.row])
  }
}

final class BrowseDetailViewController<Item: Browsable>: UIViewController {
  private let item: Item
  private weak var coordinator: BrowseCoordinator<Item>?

  init(item: Item, coordinator: BrowseCoordinator<Item>) {
    self.item = item
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func shareTapped() { coordinator?.share(item) }
}

final class FilterViewController: UIViewController {
  private let onDone: () -> Void

  init(onDone: @escaping () -> Void) {
    self.onDone = onDone
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { onDone() }
}

final class ShareViewController: UIViewController {
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  @objc private func closeTapped() { dismiss(animated: true) }
}
