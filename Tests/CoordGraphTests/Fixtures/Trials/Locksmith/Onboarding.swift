import UIKCoordinator
import UIKit

enum OnboardingRoute: NavigationRoute {
  case pages(OnboardingCoordinator)
  case permissions(OnboardingCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .pages(let coordinator): return IntroPagesViewController(coordinator: coordinator)
    case .permissions(let coordinator): return PermissionsViewController(coordinator: coordinator)
    }
  }
}

final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
  init() { super.init(parent: nil, presentationStyle: .fullScreen) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .pages(self), animated: animated)
  }

  func askPermissions() { router.navigate(to: .permissions(self)) }

  func done() {
    Preferences.shared.hasSeenIntro = true
    finishFlow(animated: true)
  }
}

/// Three pages swiped through; the last one's button goes on.
final class IntroPagesViewController: UIPageViewController, UIPageViewControllerDataSource {
  private weak var coordinator: OnboardingCoordinator?
  private lazy var pages: [UIViewController] = [
    IntroPageViewController(text: "Jobs near you"),
    IntroPageViewController(text: "Quotes in a tap"),
    LastIntroPageViewController(onContinue: { [weak self] in self?.coordinator?.askPermissions() }),
  ]

  init(coordinator: OnboardingCoordinator) {
    self.coordinator = coordinator
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    setViewControllers([pages[0]], direction: .forward, animated: false)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Skip", primaryAction: UIAction { [weak self] _ in self?.coordinator?.done() })
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }
}

final class IntroPageViewController: UIViewController {
  private let text: String

  init(text: String) {
    self.text = text
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

final class LastIntroPageViewController: UIViewController {
  private let onContinue: () -> Void

  init(onContinue: @escaping () -> Void) {
    self.onContinue = onContinue
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func continueTapped() { onContinue() }
}

final class PermissionsViewController: UIViewController {
  private weak var coordinator: OnboardingCoordinator?

  init(coordinator: OnboardingCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func allowTapped() {
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { [weak self] _, _ in
      DispatchQueue.main.async { self?.coordinator?.done() }
    }
  }
}
