import UIKCoordinator
import UIKit

enum NotesRoute: NavigationRoute {
  case list(NotesCoordinator)
  case editor(NotesCoordinator)
  case settings

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .editor: return .push
    case .settings: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator):
      let controller = UIViewController()
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { _ in coordinator.newNote() })
      controller.navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Settings", primaryAction: UIAction { _ in coordinator.showSettings() })
      return controller
    case .editor(let coordinator):
      let controller = UIViewController()
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { _ in coordinator.close() })
      return controller
    case .settings:
      return UIViewController()
    }
  }
}

final class NotesCoordinator: NavigationCoordinator<NotesRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list(self), animated: animated) }
  func newNote() { router.navigate(to: .editor(self)) }
  func showSettings() { router.navigate(to: .settings) }
  func close() { router.pop() }
}
