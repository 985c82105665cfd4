import UIKCoordinator
import UIKit

enum RootRoute: NavigationRoute {
  case splash

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class RootCoordinator: NavigationCoordinator<RootRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .splash, animated: animated)
    let onboarding = OnboardingCoordinator()
    onboarding.onDone = { [weak onboarding] in
      onboarding?.finishFlow(animated: true)
    }
    router.navigate(to: onboarding)
  }
}

enum OnboardingRoute: NavigationRoute {
  case welcome(OnboardingCoordinator)
  case permissions(OnboardingCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .welcome(let owner): return StepViewController(onNext: owner.askPermissions)
    case .permissions(let owner): return StepViewController(onNext: { owner.onDone?() })
    }
  }
}

final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
  var onDone: (() -> Void)?

  override func start(animated: Bool) {
    router.startFlow(route: .welcome(self), animated: animated)
  }

  func askPermissions() { router.navigate(to: .permissions(self)) }
}

final class StepViewController: UIViewController {
  private let onNext: () -> Void
  init(onNext: @escaping () -> Void) {
    self.onNext = onNext
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func nextTapped() { onNext() }
}
