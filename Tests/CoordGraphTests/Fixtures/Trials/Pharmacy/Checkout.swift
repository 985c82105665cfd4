import UIKCoordinator
import UIKit

enum CheckoutRoute: NavigationRoute {
  case basket(CheckoutCoordinator)
  case payment(CheckoutCoordinator)
  case receipt

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .basket(let owner): return BasketViewController(coordinator: owner)
    case .payment(let owner): return PaymentViewController(coordinator: owner)
    case .receipt: return ReceiptViewController()
    }
  }
}

final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
  let medicine: String

  init(medicine: String, parent: AnyCoordinator) {
    self.medicine = medicine
    super.init(parent: parent, presentationStyle: .pageSheet)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .basket(self), animated: animated)
    router.navigationController.presentationController?.delegate = SwipeDownWatcher.shared
    SwipeDownWatcher.shared.onSwipedDown = { [weak self] in self?.cancel() }
  }

  func pay() { router.navigate(to: .payment(self)) }
  func paid() { router.navigate(to: .receipt) }
  func cancel() { finishFlow(animated: true) }
}

/// Told when the user swipes a sheet down.
final class SwipeDownWatcher: NSObject, UIAdaptivePresentationControllerDelegate {
  static let shared = SwipeDownWatcher()
  var onSwipedDown: (() -> Void)?

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    onSwipedDown?()
  }
}

final class BasketViewController: UIViewController {
  private weak var coordinator: CheckoutCoordinator?
  init(coordinator: CheckoutCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
      self?.coordinator?.cancel()
    })
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pay", primaryAction: UIAction { [weak self] _ in
      self?.coordinator?.pay()
    })
  }
}

final class PaymentViewController: UIViewController {
  private weak var coordinator: CheckoutCoordinator?
  init(coordinator: CheckoutCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func confirmTapped() {
    Task { [weak self] in
      let approved = await PaymentService.charge()
      guard approved else { return }
      self?.coordinator?.paid()
    }
  }
}

enum PaymentService {
  static func charge() async -> Bool { true }
}

final class ReceiptViewController: UIViewController {}
