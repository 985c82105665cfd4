import UIKCoordinator
import UIKit

enum TourStep {
  case welcome
  case privacy
  case done
}

enum TourRoute: NavigationRoute {
  case welcome
  case privacy
  case done
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .welcome: return StepViewController(step: .welcome)
    case .privacy: return StepViewController(step: .privacy)
    case .done: return StepViewController(step: .done)
    }
  }
}

final class TourCoordinator: NavigationCoordinator<TourRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .welcome) }
  func showPrivacy() { router.navigate(to: .privacy) }
  func showDone() { router.navigate(to: .done) }
  func finish() { finishFlow() }
}

final class StepViewController: UIViewController {
  weak var coordinator: TourCoordinator?
  private let step: TourStep

  init(step: TourStep) {
    self.step = step
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  // `step == .done` on the screen's own property: each branch runs where its route built the screen so.
  @objc func nextTapped() {
    if step == .done {
      coordinator?.finish()
    } else if self.step == .privacy {
      coordinator?.showDone()
    } else {
      coordinator?.showPrivacy()
    }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: StepViewController, _ value: TourCoordinator) { screen.coordinator = value }
