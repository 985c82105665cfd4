import UIKCoordinator
import UIKit

enum ServiceRoute: NavigationRoute {
  case bookings(BookingsActions)
  case slot(ServiceCoordinator), summary(ServiceCoordinator), receipt(ServiceCoordinator)
  var transition: NavigationTransitionStyle {
    switch self {
    case .receipt: return .modalFullscreen
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .bookings(let actions): return BookingsViewController(actions: actions)
    case .slot(let c): let vc = SlotViewController(); vc.coordinator = c; return vc
    case .summary(let c): let vc = SummaryViewController(); vc.coordinator = c; return vc
    case .receipt(let c):
      let vc = ReceiptViewController()
      vc.coordinator = c
      return vc
    }
  }
}

struct BookingsActions {
  var onNew: () -> Void
  var onHistory: () -> Void
}

final class ServiceCoordinator: NavigationCoordinator<ServiceRoute> {
  override func start(animated: Bool) {
    let actions = BookingsActions(
      onNew: { [weak self] in
        guard let self else { return }
        self.router.navigate(to: .slot(self))
      },
      onHistory: { [unowned self] in router.navigate(to: .receipt(self)) })
    router.startFlow(route: .bookings(actions))
  }

  func slotChosen() { router.navigate(to: .summary(self)) }
  func confirm() {
    defer { router.navigate(to: .receipt(self)) }
    print("confirmed")
  }
  func done() { router.popToRoot() }
  func closeReceipt() { router.dismiss() }
}

final class BookingsViewController: UIViewController {
  let actions: BookingsActions
  init(actions: BookingsActions) {
    self.actions = actions
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func newTapped() { actions.onNew() }
  @objc func historyTapped() { actions.onHistory() }
}

final class SlotViewController: UIViewController {
  weak var coordinator: ServiceCoordinator?
  @objc func pick() { coordinator?.slotChosen() }
}

final class SummaryViewController: UIViewController {
  weak var coordinator: ServiceCoordinator?
  @objc func confirmTapped() { coordinator?.confirm() }
}

final class ReceiptViewController: UIViewController {
  weak var coordinator: ServiceCoordinator?
  @objc func closeTapped() { coordinator?.closeReceipt() }
}
