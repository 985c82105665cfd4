import UIKCoordinator
import UIKit

enum StoreRoute: NavigationRoute {
  case list
  case item(id: Int)
  case basket
  case promo

  var transition: NavigationTransitionStyle {
    switch self {
    case StoreRoute.promo: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list: return ListViewController()
    case .item: return ItemViewController()
    case .basket, .promo: return UIViewController()
    }
  }
}

enum ListAction {
  case open(Int)
  case basket
  case promo
}

protocol ListViewControllerDelegate: AnyObject {
  func list(_ controller: UIViewController, didRequest action: ListAction)
}

final class StoreCoordinator: NavigationCoordinator<StoreRoute>, ListViewControllerDelegate {
  override func start(animated: Bool = true) {
    router.startFlow(route: .list, animated: animated)
  }

  func list(_ controller: UIViewController, didRequest action: ListAction) {
    let route: StoreRoute
    switch action {
    case .open(let id): route = .item(id: id)
    case .basket: route = StoreRoute.basket
    case .promo: route = .promo
    }
    router.navigate(to: route)
  }
}

final class ListViewController: UITableViewController {
  weak var delegate: ListViewControllerDelegate?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    delegate?.list(self, didRequest: ListAction.open(indexPath.row))
  }
}

final class ItemViewController: UIViewController {
  weak var delegate: ListViewControllerDelegate?

  @objc func basketTapped() { delegate?.list(self, didRequest: .basket) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ListViewController, _ value: ListViewControllerDelegate) { screen.delegate = value }
func wire(_ screen: ItemViewController, _ value: ListViewControllerDelegate) { screen.delegate = value }
