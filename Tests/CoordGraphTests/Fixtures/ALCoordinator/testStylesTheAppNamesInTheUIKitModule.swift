import UIKCoordinator
import UIKit

extension NavigationTransitionStyle {
  static var overlay: NavigationTransitionStyle { .modalFullscreen }
}

extension UIModalPresentationStyle {
  static let card = UIModalPresentationStyle.pageSheet
}

enum DeskRoute: NavigationRoute {
  case desk(DeskCoordinator)
  case lamp

  var transition: NavigationTransitionStyle {
    switch self {
    case .desk: return .push
    case .lamp: return .overlay
    }
  }

  func view() -> UIViewController {
    switch self {
    case .desk(let coordinator):
      let controller = DeskViewController()
      controller.coordinator = coordinator
      return controller
    case .lamp: return UIViewController()
    }
  }
}

final class DeskCoordinator: NavigationCoordinator<DeskRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .desk(self), animated: animated) }

  func lamp() { router.navigate(to: .lamp) }

  func drawer() { router.navigate(to: DrawerCoordinator(presentationStyle: .card)) }
}

enum DrawerRoute: NavigationRoute {
  case drawer

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController { UIViewController() }
}

final class DrawerCoordinator: NavigationCoordinator<DrawerRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .drawer, animated: animated) }
}

final class DeskViewController: UIViewController {
  weak var coordinator: DeskCoordinator?
  @objc func lampTapped() { coordinator?.lamp() }
  @objc func drawerTapped() { coordinator?.drawer() }
}
