import UIKCoordinator
import UIKit

enum DeskRoute: NavigationRoute {
  case inbox(DeskCoordinator)
  case outbox(DeskCoordinator)
  case compose
  case archive

  var transition: NavigationTransitionStyle {
    switch self {
    case .compose: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .inbox(let c): return InboxViewController(coordinator: c)
    case .outbox(let c): return OutboxViewController(coordinator: c)
    default: return UIViewController()
    }
  }
}

final class DeskCoordinator: NavigationCoordinator<DeskRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .inbox(self), animated: animated) }
  func showOutbox() { router.navigate(to: .outbox(self)) }
  func compose() { router.navigate(to: .compose) }
  func archive() { router.navigate(to: .archive) }
}

class ListViewController: UIViewController {
  weak var coordinator: DeskCoordinator?

  init(coordinator: DeskCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.handleTap() })
    view.addSubview(button)
  }

  func primaryTapped() {}
  func handleTap() { primaryTapped() }
}

final class InboxViewController: ListViewController {
  override func primaryTapped() { coordinator?.compose() }
  func sentTapped() { coordinator?.showOutbox() }
}

final class OutboxViewController: ListViewController {
  override func primaryTapped() { coordinator?.archive() }
}
