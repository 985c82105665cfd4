import UIKCoordinator
import UIKit

enum BasketRoute: NavigationRoute {
  case items(BasketCoordinator)
  case receipt

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .items(let coordinator): return BasketViewController(coordinator: coordinator)
    case .receipt: return UIViewController()
    }
  }
}

final class BasketCoordinator: NavigationCoordinator<BasketRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .items(self), animated: animated)
  }

  func pay() {
    let payment = PaymentCoordinator(onPaid: { [weak self] in self?.router.navigate(to: .receipt) })
    router.navigate(to: payment)
  }
}

final class BasketViewController: UIViewController {
  weak var coordinator: BasketCoordinator?

  init(coordinator: BasketCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let pay = UIButton(type: .system)
    pay.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
    view.addSubview(pay)
  }

  @objc private func payTapped() { coordinator?.pay() }
}

enum PaymentRoute: NavigationRoute {
  case card(PaymentCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .card(let coordinator): return CardViewController(coordinator: coordinator)
    }
  }
}

final class PaymentCoordinator: NavigationCoordinator<PaymentRoute> {
  private let onPaid: () -> Void

  init(onPaid: @escaping () -> Void) {
    self.onPaid = onPaid
    super.init(parent: nil, presentationStyle: .formSheet)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .card(self), animated: animated)
  }

  func paid() { finishFlow(animated: true, completion: onPaid) }
  func cancel() { finishFlow(animated: true) }
}

final class CardViewController: UIViewController {
  weak var coordinator: PaymentCoordinator?

  init(coordinator: PaymentCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func payTapped() { coordinator?.paid() }
  @objc func cancelTapped() { coordinator?.cancel() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Pay", style: .done, target: self, action: #selector(payTapped))
  }
}
