import UIKCoordinator
import UIKit

enum TicketsRoute: NavigationRoute {
  case wallet(TicketsCoordinator)
  case ticket(TicketsCoordinator)
  case refund

  var transition: NavigationTransitionStyle {
    if case .refund = self { return .modalFullscreen }
    return .push
  }

  func view() -> UIViewController {
    switch self {
    case .wallet(let c): return WalletViewController(coordinator: c)
    case .ticket(let c): return TicketViewController(coordinator: c)
    case .refund: return RefundViewController()
    }
  }
}

final class TicketsCoordinator: NavigationCoordinator<TicketsRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .wallet(self), animated: animated)
  }

  func show(_ route: TicketsRoute) { router.navigate(to: route) }
}

final class WalletViewController: UIViewController {
  weak var coordinator: TicketsCoordinator?
  init(coordinator: TicketsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc private func ticketTapped() {
    guard let coordinator else { return }
    coordinator.show(.ticket(coordinator))
  }
}

final class TicketViewController: UIViewController {
  weak var coordinator: TicketsCoordinator?
  init(coordinator: TicketsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func refundTapped() { coordinator?.show(.refund) }
}

final class RefundViewController: UIViewController {
  @objc private func closeTapped() { dismiss(animated: true) }
}

enum DelayRoute: NavigationRoute {
  case notice(DelayCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .notice(let c): return DelayViewController(coordinator: c)
    }
  }
}

final class DelayCoordinator: NavigationCoordinator<DelayRoute> {
  let id: String
  init(id: String) {
    self.id = id
    super.init(presentationStyle: .formSheet)
  }
  override func start(animated: Bool) { router.startFlow(route: .notice(self), animated: animated) }
  func acknowledge() { finishFlow(animated: true, completion: nil) }
}

final class DelayViewController: UIViewController {
  private unowned let coordinator: DelayCoordinator
  init(coordinator: DelayCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func okTapped() { coordinator.acknowledge() }
}
