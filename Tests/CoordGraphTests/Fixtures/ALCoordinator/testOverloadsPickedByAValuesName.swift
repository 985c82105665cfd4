import UIKCoordinator
import UIKit

enum FarmEvent {
  case barn
  case field
}

enum FarmRoute: NavigationRoute {
  case yard(FarmCoordinator)
  case barn
  case field
  case notes

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .yard(let coordinator): return YardViewController(coordinator: coordinator)
    default: return UIViewController()
    }
  }
}

final class FarmCoordinator: NavigationCoordinator<FarmRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .yard(self), animated: animated) }

  func handle(_ event: FarmEvent) {
    switch event {
    case .barn: router.navigate(to: .barn)
    case .field: router.navigate(to: .field)
    }
  }

  func handle(_ note: String) { router.navigate(to: .notes) }
}

final class YardViewController: UIViewController {
  private weak var coordinator: FarmCoordinator?

  init(coordinator: FarmCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.openBarn() }))
  }

  private func openBarn() {
    let event = FarmEvent.barn
    coordinator?.handle(event)
  }
}
