import UIKCoordinator
import UIKit

enum LibraryRoute: NavigationRoute {
  case shelves
  case loans
  case fines
  case events
  case rooms
  case about

  var transition: NavigationTransitionStyle {
    switch self {
    case .about: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .shelves: return ShelvesViewController()
    case .loans: return LoansViewController()
    default: return UIViewController()
    }
  }
}

struct MenuEntry {
  let title: String
  let route: LibraryRoute
}

protocol LibraryNavigating: AnyObject {
  func show(_ route: LibraryRoute)
  func openHelp(_ index: Int)
}

final class LibraryCoordinator: NavigationCoordinator<LibraryRoute>, LibraryNavigating {
  override func start(animated: Bool = true) {
    router.startFlow(route: .shelves, animated: animated)
  }

  func show(_ route: LibraryRoute) {
    router.navigate(to: route)
  }

  private let help: [MenuEntry] = [MenuEntry(title: "About", route: .about)]

  func openHelp(_ index: Int) {
    router.navigate(to: help[index].route)
  }
}

final class ShelvesViewController: UITableViewController {
  weak var navigator: LibraryNavigating?
  private let entries: [MenuEntry] = [
    MenuEntry(title: "Loans", route: .loans),
    MenuEntry(title: "Fines", route: .fines),
  ]

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigator?.show(entries[indexPath.row].route)
  }
}

final class LoansViewController: UITableViewController {
  weak var navigator: LibraryNavigating?
  private let sections: [[MenuEntry]] = [
    [MenuEntry(title: "Events", route: .events)],
    [MenuEntry(title: "Rooms", route: .rooms)],
  ]

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let entry = sections[indexPath.section][indexPath.row]
    navigator?.show(entry.route)
  }

  @objc func helpTapped() { navigator?.openHelp(0) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ShelvesViewController, _ value: LibraryNavigating) { screen.navigator = value }
func wire(_ screen: LoansViewController, _ value: LibraryNavigating) { screen.navigator = value }
