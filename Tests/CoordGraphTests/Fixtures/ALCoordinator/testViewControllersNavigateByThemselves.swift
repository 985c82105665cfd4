import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case catalog
  case item
  case basket
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .catalog, .item: .push
    case .basket: .modal
    case .help: .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .catalog: CatalogViewController()
    case .item: ItemViewController()
    case .basket: BasketViewController()
    case .help: HelpViewController()
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool) { router.startFlow(route: .catalog) }
  func item() { router.navigate(to: .item) }
  func basket() { router.navigate(to: .basket) }
  func help() { router.navigate(to: .help) }
}

final class CatalogViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  @objc func open() { coordinator?.item() }
  @objc func basket() { coordinator?.basket() }
  @objc func help() { coordinator?.help() }
}

final class ItemViewController: UIViewController {
  let model = ItemModel()
  @objc func back() { navigationController?.popViewController(animated: true) }
  @objc func reviews() { navigationController?.pushViewController(ReviewsViewController(), animated: true) }
  @objc func size() { present(SizeGuideViewController(), animated: true) }
  @objc func zoom() { show(ZoomViewController(), sender: self) }
  @objc func warn() { present(UIAlertController(title: "Sold out", message: nil, preferredStyle: .alert), animated: true) }
}

final class BasketViewController: BaseViewController {
  @objc func done() { dismiss(animated: true) }
  @objc func keepShopping() { self.navigationController?.dismiss(animated: true) }
}

class BaseViewController: UIViewController {}

final class HelpViewController: UIViewController {
  @objc func close() { presentingViewController?.dismiss(animated: true, completion: nil) }
  // The app's own method of that name: not UIKit's.
  func show(_ tip: TipCard, sender: Any?) {}
  @objc func tip() { show(TipCard(), sender: self) }
}

final class ReviewsViewController: UIViewController {
  @objc func top() { navigationController?.popToRootViewController(animated: true) }
}

final class SizeGuideViewController: UIViewController {
  @objc func done() { dismiss(animated: true) }
}

final class ZoomViewController: UIViewController {}

struct TipCard {}

// Not a view controller, though a route's screen holds it: its `dismiss` is no screen's.
protocol Closable {}
extension Closable {
  func dismiss(animated: Bool) {}
}
final class ItemModel: Closable {
  func finish() { dismiss(animated: true) }
}

// A screen that the coordinator shows without a route case, which dismisses itself.
extension ShopCoordinator {
  func terms() { present(TermsViewController()) }
}

extension CatalogViewController {
  @objc func terms() { coordinator?.terms() }
}

final class TermsViewController: UIViewController {
  @objc func agree() { dismiss(animated: true) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: CatalogViewController, _ value: ShopCoordinator) { screen.coordinator = value }
