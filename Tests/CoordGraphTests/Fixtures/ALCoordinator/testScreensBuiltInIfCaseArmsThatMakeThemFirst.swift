import UIKCoordinator
import UIKit

enum DepotRoute: NavigationRoute {
  case shelves(DepotCoordinator)
  case item(String, DepotCoordinator)
  case help

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    let storyboard = UIStoryboard(name: "Depot", bundle: nil)
    if case .shelves(let coordinator) = self {
      let controller = storyboard.instantiateViewController(withIdentifier: "Shelves") as! ShelvesViewController
      controller.coordinator = coordinator
      return controller
    } else if case .item(let id, let coordinator) = self {
      let controller = ItemViewController(id: id)
      controller.coordinator = coordinator
      return controller
    } else {
      let controller = HelpViewController()
      controller.title = "Help"
      return controller
    }
  }
}

final class DepotCoordinator: NavigationCoordinator<DepotRoute> {
  init() { super.init(parent: nil) }
  override func start(animated: Bool = true) { router.startFlow(route: .shelves(self), animated: animated) }
  func showItem(_ id: String) { router.navigate(to: .item(id, self)) }
  func showHelp() { router.navigate(to: .help) }
}

final class ShelvesViewController: UIViewController {
  weak var coordinator: DepotCoordinator?
  @objc func itemTapped() { coordinator?.showItem("a") }
}

final class ItemViewController: UIViewController {
  weak var coordinator: DepotCoordinator?
  private let id: String
  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func helpTapped() { coordinator?.showHelp() }
}

final class HelpViewController: UIViewController {}
