import UIKit
import UIKCoordinator

enum InnRoute: NavigationRoute {
  case hall
  case rooms
  case bar
  case garden
  case kitchen
  var transition: NavigationTransitionStyle { self == .garden ? .modal : .push }
  func view() -> UIViewController {
    switch self {
    case .hall: return HallViewController()
    case .rooms: return RoomsViewController()
    default: return UIViewController()
    }
  }
}

struct Sign {
  let title: String
  let route: InnRoute
}

final class InnCoordinator: NavigationCoordinator<InnRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .hall) }
  func follow(_ sign: Sign) { router.navigate(to: sign.route) }
  func open(_ route: InnRoute) { router.navigate(to: route) }
}

final class HallViewController: UITableViewController {
  weak var coordinator: InnCoordinator?
  private let signs = [Sign(title: "Rooms", route: .rooms), Sign(title: "Bar", route: .bar)]
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.follow(signs[indexPath.row])
  }
}

final class RoomsViewController: UITableViewController {
  weak var coordinator: InnCoordinator?
  private var signs: [Sign] { [Sign(title: "Garden", route: .garden), Sign(title: "Kitchen", route: .kitchen)] }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let sign = signs[indexPath.row]
    coordinator?.follow(sign)
  }

  @objc func kitchenTapped() { coordinator?.open(signs[0].route) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: HallViewController, _ value: InnCoordinator) { screen.coordinator = value }
func wire(_ screen: RoomsViewController, _ value: InnCoordinator) { screen.coordinator = value }
