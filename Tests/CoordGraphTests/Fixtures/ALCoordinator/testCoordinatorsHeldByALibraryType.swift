import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case list(ShopCoordinator)
  case terms(Coordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .list: return .push
    case .terms: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return ListViewController(coordinator: coordinator)
    case .terms(let coordinator):
      let terms = TermsViewController()
      terms.coordinator = coordinator
      return terms
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list(self), animated: animated) }
  func showTerms() { router.navigate(to: .terms(self)) }
}

final class CartCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list(ShopCoordinator()), animated: animated) }
}

class BaseViewController: UIViewController {
  weak var coordinator: Coordinator?

  @objc func closeTapped() { coordinator?.finishFlow(animated: true, completion: nil) }
}

final class TermsViewController: BaseViewController {}

final class ListViewController: UIViewController {
  let coordinator: ShopCoordinator
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func termsTapped() { coordinator.showTerms() }
}
