import UIKCoordinator
import UIKit

enum AppRoute: NavigationRoute {
  case welcome(AppCoordinator)
  case home

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .welcome(let coordinator): return WelcomeViewController(coordinator: coordinator)
    case .home: return UIViewController()
    }
  }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .welcome(self), animated: animated) }

  func signUp() {
    let terms = StepCoordinator(presentationStyle: .fullScreen)
    terms.onDone = { [weak self] in self?.askPermissions() }
    router.navigate(to: terms)
  }

  private func askPermissions() {
    let permissions = PermissionsCoordinator(presentationStyle: .pageSheet)
    permissions.onDone = { [weak self] in self?.router.navigate(to: .home) }
    router.navigate(to: permissions)
  }
}

final class WelcomeViewController: UIViewController {
  private weak var coordinator: AppCoordinator?

  init(coordinator: AppCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.coordinator?.signUp() }))
  }
}

enum StepRoute: NavigationRoute {
  case step(StepCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .step(let coordinator): return StepViewController(coordinator: coordinator)
    }
  }
}

final class StepCoordinator: NavigationCoordinator<StepRoute> {
  var onDone: (() -> Void)?
  override func start(animated: Bool = true) { router.startFlow(route: .step(self), animated: animated) }
  func done() { finishFlow(animated: true) { [weak self] in self?.onDone?() } }
}

final class StepViewController: UIViewController {
  private weak var coordinator: StepCoordinator?

  init(coordinator: StepCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.coordinator?.done() }))
  }
}

enum PermissionsRoute: NavigationRoute {
  case ask(PermissionsCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .ask(let coordinator): return PermissionsViewController(coordinator: coordinator)
    }
  }
}

final class PermissionsCoordinator: NavigationCoordinator<PermissionsRoute> {
  var onDone: (() -> Void)?
  override func start(animated: Bool = true) { router.startFlow(route: .ask(self), animated: animated) }
  func done() { finishFlow(animated: true) { [weak self] in self?.onDone?() } }
}

final class PermissionsViewController: UIViewController {
  private weak var coordinator: PermissionsCoordinator?

  init(coordinator: PermissionsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.coordinator?.done() }))
  }
}
