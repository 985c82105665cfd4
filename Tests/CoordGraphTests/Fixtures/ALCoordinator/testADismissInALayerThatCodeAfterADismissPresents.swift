import UIKCoordinator
import UIKit

enum CheckoutRoute: NavigationRoute {
  case basket(CheckoutCoordinator)
  case summary(CheckoutCoordinator)
  case address(CheckoutCoordinator)
  case payment(CheckoutCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .basket, .summary: return .push
    case .address: return .modal
    case .payment: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .basket(let c): return CheckoutStepViewController(coordinator: c, next: c.showSummary)
    case .summary(let c): return CheckoutStepViewController(coordinator: c, next: c.enterAddress)
    case .address(let c): return CheckoutStepViewController(coordinator: c, next: c.addressEntered)
    case .payment(let c): return CheckoutStepViewController(coordinator: c, next: c.paid)
    }
  }
}

final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .basket(self), animated: animated) }
  func showSummary() { router.navigate(to: .summary(self)) }
  func enterAddress() { router.navigate(to: .address(self)) }

  func addressEntered() {
    router.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.router.navigate(to: .payment(self))
    }
  }

  func paid() {
    router.dismiss()
    router.popToRoot()
  }
}

final class CheckoutStepViewController: UIViewController {
  private weak var coordinator: CheckoutCoordinator?
  private let next: () -> Void

  init(coordinator: CheckoutCoordinator, next: @escaping () -> Void) {
    self.coordinator = coordinator
    self.next = next
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  @objc private func nextTapped() { next() }
}
