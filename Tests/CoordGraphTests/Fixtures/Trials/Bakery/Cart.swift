import UIKCoordinator
import UIKit

enum CartRoute: NavigationRoute {
  case basket(CartViewModel)
  case emptyBasket

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .basket(let model): return BasketViewController(model: model)
    case .emptyBasket: return EmptyBasketViewController()
    }
  }
}

protocol CartViewModelDelegate: AnyObject {
  func cartViewModelDidRequestCheckout(_ model: CartViewModel, total: Int)
}

final class CartViewModel {
  weak var delegate: CartViewModelDelegate?
  var total = 0

  func checkoutTapped() {
    delegate?.cartViewModelDidRequestCheckout(self, total: total)
  }
}

final class CartCoordinator: NavigationCoordinator<CartRoute> {
  private let factory = CoordinatorFactory(session: .shared)

  override func start(animated: Bool) {
    let model = CartViewModel()
    model.delegate = self
    router.startFlow(route: .basket(model), animated: animated)
  }
}

extension CartCoordinator: CartViewModelDelegate {
  func cartViewModelDidRequestCheckout(_ model: CartViewModel, total: Int) {
    guard total > 0 else {
      router.navigate(to: .emptyBasket)
      return
    }
    let checkout = factory.makeCheckout(total: total)
    checkout.onDone = { [weak self] in
      self?.router.popToRoot(animated: false)
    }
    router.navigate(to: checkout)
  }
}

final class BasketViewController: UIViewController {
  private let model: CartViewModel
  init(model: CartViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func checkoutTapped() { model.checkoutTapped() }
}

final class EmptyBasketViewController: UIViewController {}

enum CheckoutRoute: NavigationRoute {
  case summary(CheckoutCoordinator)
  case payment(CheckoutCoordinator)
  case receipt

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .summary(let c): return SummaryViewController(coordinator: c)
    case .payment(let c): return PaymentViewController(coordinator: c)
    case .receipt: return ReceiptViewController()
    }
  }
}

final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
  var onDone: (() -> Void)?
  let total: Int

  init(total: Int) {
    self.total = total
    super.init(presentationStyle: .sheet)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .summary(self), animated: animated)
  }

  func pay() { router.navigate(to: .payment(self)) }

  func paid() { router.navigate(to: .receipt) }

  func cancel() {
    router.close(animated: true)
  }

  func done() {
    finishFlow(animated: true) { [weak self] in self?.onDone?() }
  }
}

final class SummaryViewController: UIViewController {
  weak var coordinator: CheckoutCoordinator?
  init(coordinator: CheckoutCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func payTapped() { coordinator?.pay() }
  @objc private func cancelTapped() { coordinator?.cancel() }
}

final class PaymentViewController: UIViewController {
  weak var coordinator: CheckoutCoordinator?
  init(coordinator: CheckoutCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func confirmTapped() { coordinator?.paid() }
}

final class ReceiptViewController: UIViewController {}

enum OrdersRoute: NavigationRoute {
  case history
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .history, animated: animated)
  }
}
