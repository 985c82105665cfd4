import UIKit
import UIKCoordinator

protocol TourStepDelegate: AnyObject {
  func stepDidContinue(_ step: UIViewController)
  func stepDidSkip(_ step: UIViewController)
  func stepNeedsHelp(_ step: UIViewController)
  func stepDidCancel(_ step: UIViewController)
  func stepDidFinish(_ step: UIViewController)
}

protocol Skippable {}

enum TourRoute: NavigationRoute {
  case intro(TourStepDelegate)
  case places(TourStepDelegate)
  case photos(TourStepDelegate)
  case help
  case done

  var transition: NavigationTransitionStyle {
    switch self {
    case .help: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .intro(let delegate): return IntroViewController(delegate: delegate)
    case .places(let delegate): return PlacesViewController(delegate: delegate)
    case .photos(let delegate): return PhotosViewController(delegate: delegate)
    case .help, .done: return UIViewController()
    }
  }
}

final class TourCoordinator: NavigationCoordinator<TourRoute>, TourStepDelegate {
  override func start(animated: Bool = true) {
    router.startFlow(route: .intro(self), animated: animated)
  }

  func stepDidContinue(_ step: UIViewController) {
    if step is IntroViewController {
      router.navigate(to: .places(self))
    } else if let places = step as? PlacesViewController {
      _ = places
      router.navigate(to: .photos(self))
    } else {
      router.navigate(to: .done)
    }
  }

  func stepDidSkip(_ step: UIViewController) {
    guard step is Skippable else { return router.pop() }
    router.popToRoot()
  }

  func stepNeedsHelp(_ step: UIViewController) {
    switch step {
    case is PlacesViewController: router.navigate(to: .help)
    default: router.dismiss()
    }
  }

  func stepDidCancel(_ step: UIViewController) {
    if step is PhotosViewController {
      router.popToRoot()
    }
  }

  func stepDidFinish(_ step: UIViewController) {
    guard step is StepViewController else { return router.dismiss() }
    router.navigate(to: .done)
  }
}

class StepViewController: UIViewController {
  weak var delegate: TourStepDelegate?

  init(delegate: TourStepDelegate) {
    self.delegate = delegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func cancelTapped() { delegate?.stepDidCancel(self) }
}

final class IntroViewController: StepViewController {
  @objc private func continueTapped() { delegate?.stepDidContinue(self) }
  @objc private func finishTapped() { delegate?.stepDidFinish(self) }
}

final class PlacesViewController: StepViewController, Skippable {
  @objc private func continueTapped() { delegate?.stepDidContinue(self) }
  @objc private func skipTapped() { delegate?.stepDidSkip(self) }
  @objc private func helpTapped() { delegate?.stepNeedsHelp(self) }
}

final class PhotosViewController: StepViewController {
  @objc private func continueTapped() { delegate?.stepDidContinue(self) }
  @objc private func skipTapped() { delegate?.stepDidSkip(self) }
  @objc private func helpTapped() { delegate?.stepNeedsHelp(self) }
}
