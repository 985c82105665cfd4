import UIKCoordinator
import UIKit

enum OnboardingRoute: NavigationRoute {
  case welcome(OnboardingCoordinator)
  case permissions(OnboardingCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .welcome(let owner): return WelcomeViewController(onNext: owner.askPermissions)
    case .permissions(let owner): return PermissionsViewController(onDone: { owner.onDone?() })
    }
  }
}

final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
  var onDone: (() -> Void)?

  init() {
    super.init(parent: nil, presentationStyle: .fullScreen)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .welcome(self), animated: animated)
  }

  func askPermissions() { router.navigate(to: .permissions(self)) }
}

final class WelcomeViewController: UIViewController {
  private let onNext: () -> Void
  init(onNext: @escaping () -> Void) {
    self.onNext = onNext
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func nextTapped() { onNext() }
}

final class PermissionsViewController: UIViewController {
  private let onDone: () -> Void
  init(onDone: @escaping () -> Void) {
    self.onDone = onDone
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func allowTapped() { onDone() }
}
