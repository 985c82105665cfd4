import UIKCoordinator
import UIKit

enum InboxRoute: NavigationRoute {
  case threads(InboxCoordinator)
  case thread(id: String)
  case compose

  var transition: NavigationTransitionStyle {
    switch self {
    case .threads, .thread: return .push
    case .compose: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case let .threads(coordinator):
      let controller = ThreadsViewController()
      controller.onSelect = coordinator.open(thread:)
      controller.onCompose = coordinator.compose
      return controller
    case .thread:
      return ThreadViewController()
    case .compose:
      return ComposeViewController()
    }
  }
}

final class InboxCoordinator: NavigationCoordinator<InboxRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .threads(self), animated: animated)
  }

  func open(thread: String) { router.navigate(to: .thread(id: thread)) }
  func compose() { router.navigate(to: .compose) }

  func showFilters() {
    let filters = FiltersViewController()
    filters.onApply = applyFilters
    Task { @MainActor in filters.onReset = self.resetFilters }
    router.present(filters)
  }

  private func applyFilters() { router.dismiss() }
  private func resetFilters() { router.popToRoot() }
}

final class ThreadsViewController: UITableViewController {
  weak var coordinator: InboxCoordinator?
  var onSelect: ((String) -> Void)?
  var onCompose: (() -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?("t\(indexPath.row)")
  }

  @objc private func composeTapped() { onCompose?() }
  @objc private func filterTapped() { coordinator?.showFilters() }
}

final class ThreadViewController: UIViewController {}

final class ComposeViewController: UIViewController {
  @objc private func sendTapped() { dismiss(animated: true) }
}

final class FiltersViewController: UIViewController {
  var onApply: () -> Void = {}
  var onReset: (() -> Void)?
  @objc private func applyTapped() { onApply() }
  @objc private func resetTapped() { onReset?() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ThreadsViewController, _ value: InboxCoordinator) { screen.coordinator = value }
