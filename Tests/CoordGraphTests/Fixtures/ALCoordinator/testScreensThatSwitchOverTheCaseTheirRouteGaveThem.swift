import SwiftUI
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
  case tips
  case extra
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .welcome: return StepViewController(step: .welcome)
    case .privacy: return StepViewController(step: .privacy)
    case .done: return StepViewController(step: .done)
    case .tips: return UIHostingController(rootView: TipView(step: .privacy))
    case .extra: return UIHostingController(rootView: TipView(step: .welcome))
    }
  }
}

final class TourCoordinator: NavigationCoordinator<TourRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .welcome) }
  func showPrivacy() { router.navigate(to: .privacy) }
  func showDone() { router.navigate(to: .done) }
  func finish() { finishFlow() }
  func showTips() { router.navigate(to: .tips) }
}

final class StepViewController: UIViewController {
  weak var coordinator: TourCoordinator?
  private let step: TourStep

  init(step: TourStep) {
    self.step = step
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  @objc func nextTapped() {
    switch step {
    case .welcome: coordinator?.showPrivacy()
    case .privacy: coordinator?.showDone()
    default: coordinator?.finish()
    }
  }

  // A switch over a local is no arm of the property, even one copied from it: its calls run on every step.
  @objc func skipTapped() {
    let following = step
    switch following {
    case .done: coordinator?.finish()
    default: break
    }
  }
}

// `if case` over the view's own property: the call runs only on the routes that build it with `.privacy`.
struct TipView: View {
  let step: TourStep
  weak var coordinator: TourCoordinator?

  var body: some View {
    Button("More") {
      if case .privacy = step {
        coordinator?.showTips()
      } else {
        coordinator?.finish()
      }
    }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: StepViewController, _ value: TourCoordinator) { screen.coordinator = value }
