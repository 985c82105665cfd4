import UIKCoordinator
import UIKit

enum MainRoute: NavigationRoute {
  case welcome
  case home
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class MainCoordinator: NavigationCoordinator<MainRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .welcome)
    let onboarding = OnboardingCoordinator()
    // Called by the child as `onFinish?()` when its last page is done.
    onboarding.onFinish = { [weak self, weak onboarding] in
      onboarding?.finishFlow(animated: true, completion: nil)
      self?.router.navigate(to: .home)
    }
    router.navigate(to: onboarding)
  }
}

enum OnboardingRoute: NavigationRoute {
  case intro(OnboardingModel)
  case permissions(OnboardingModel)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .intro(let model): return IntroViewController(model: model)
    case .permissions(let model): return PermissionsViewController(model: model)
    }
  }
}

final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
  var onFinish: (() -> Void)?

  override func start(animated: Bool = true) {
    router.startFlow(route: .intro(OnboardingModel(coordinator: self)))
  }

  func showPermissions(_ model: OnboardingModel) { router.navigate(to: .permissions(model)) }

  func done() { onFinish?() }
}

final class OnboardingModel {
  private weak var coordinator: OnboardingCoordinator?
  init(coordinator: OnboardingCoordinator) { self.coordinator = coordinator }
  func next() { coordinator?.showPermissions(self) }
  func allow() { coordinator?.done() }
}

final class IntroViewController: UIViewController {
  let model: OnboardingModel
  init(model: OnboardingModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  @objc private func nextTapped() { model.next() }
}

final class PermissionsViewController: UIViewController {
  let model: OnboardingModel
  init(model: OnboardingModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  @objc private func allowTapped() { model.allow() }
}
