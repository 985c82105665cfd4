import Combine
import UIKCoordinator
import UIKit

enum CartRoute: NavigationRoute {
  case basket(BasketViewModel)
  case payment
  case receipt
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .basket(let model): return BasketViewController(model: model)
    case .payment, .receipt: return UIViewController()
    }
  }
}

final class CartCoordinator: NavigationCoordinator<CartRoute> {
  private var subscriptions = Set<AnyCancellable>()

  override func start(animated: Bool) {
    let model = BasketViewModel()
    model.checkoutTapped
      .sink { [weak self] in self?.router.navigate(to: .payment) }
      .store(in: &subscriptions)
    model.$isEmpty.dropFirst().sink { [weak self] empty in
      if empty { self?.router.finishFlow(animated: true) }
    }.store(in: &subscriptions)
    model.whenPaid { [weak self] in self?.router.navigate(to: .receipt) }
    NotificationCenter.default.publisher(for: .signedOut)
      .sink { [weak self] _ in self?.router.popToRoot() }
      .store(in: &subscriptions)
    router.startFlow(route: .basket(model))
  }
}

final class BasketViewModel {
  let checkoutTapped = PassthroughSubject<Void, Never>()
  @Published var isEmpty = false
  func whenPaid(_ work: @escaping () -> Void) {}
}

final class BasketViewController: UIViewController {
  let model: BasketViewModel
  init(model: BasketViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
}
