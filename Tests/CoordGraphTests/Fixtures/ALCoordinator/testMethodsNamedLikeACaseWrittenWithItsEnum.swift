import UIKCoordinator
import UIKit

enum KennelRoute: NavigationRoute {
  case runs
  case walk
  case groom

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .runs: return RunsViewController(coordinator: nil)
    case .walk: return UIViewController()
    case .groom: return UIViewController()
    }
  }
}

final class KennelCoordinator: NavigationCoordinator<KennelRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: KennelRoute.runs, animated: animated)
  }

  func walk() { router.navigate(to: KennelRoute.walk) }
  func groom() { router.navigate(to: KennelRoute.groom) }
}

final class RunsViewController: UIViewController {
  weak var coordinator: KennelCoordinator?
  init(coordinator: KennelCoordinator?) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func walkTapped() { coordinator?.walk() }
}
