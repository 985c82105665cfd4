import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var appCoordinator: AppCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let coordinator = AppCoordinator(onboarded: UserDefaults.standard.bool(forKey: "onboarded"))
    window.rootViewController = coordinator.root
    window.makeKeyAndVisible()
    self.window = window
    appCoordinator = coordinator
    coordinator.start(animated: false)
  }
}

enum AppRoute: NavigationRoute {
  case splash

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  private let onboarded: Bool

  init(onboarded: Bool) {
    self.onboarded = onboarded
    super.init(parent: nil)
  }

  override func start(animated: Bool = false) {
    router.startFlow(route: .splash, animated: false)
    if onboarded {
      showMain()
    } else {
      showOnboarding()
    }
  }

  private func showOnboarding() {
    let onboarding = OnboardingCoordinator(presentationStyle: .fullScreen)
    onboarding.onComplete = { [weak self] in
      UserDefaults.standard.set(true, forKey: "onboarded")
      self?.showMain()
    }
    router.navigate(to: onboarding)
  }

  private func showMain() {
    router.navigate(to: FitnessTabs(), animated: true)
  }
}

enum OnboardingRoute: NavigationRoute {
  case welcome(OnboardingViewModel)
  case goals(OnboardingViewModel)
  case permissions(OnboardingViewModel)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .welcome(let model): return WelcomeViewController(model: model)
    case .goals(let model): return GoalsViewController(model: model)
    case .permissions(let model): return PermissionsViewController(model: model)
    }
  }
}

final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
  var onComplete: (() -> Void)?
  private lazy var model = OnboardingViewModel(coordinator: self)

  override func start(animated: Bool = true) {
    router.startFlow(route: .welcome(model), animated: animated)
  }

  func next(after step: OnboardingViewModel.Step) {
    switch step {
    case .welcome: router.navigate(to: .goals(model))
    case .goals: router.navigate(to: .permissions(model))
    case .permissions:
      finishFlow(animated: true) { [weak self] in self?.onComplete?() }
    }
  }
}

final class OnboardingViewModel {
  enum Step { case welcome, goals, permissions }
  private unowned let coordinator: OnboardingCoordinator
  init(coordinator: OnboardingCoordinator) { self.coordinator = coordinator }
  func continueTapped(on step: Step) { coordinator.next(after: step) }
}

final class WelcomeViewController: UIViewController {
  let model: OnboardingViewModel
  init(model: OnboardingViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func start() { model.continueTapped(on: .welcome) }
}

final class GoalsViewController: UIViewController {
  let model: OnboardingViewModel
  init(model: OnboardingViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func next() { model.continueTapped(on: .goals) }
}

final class PermissionsViewController: UIViewController {
  let model: OnboardingViewModel
  init(model: OnboardingViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func allow() { model.continueTapped(on: .permissions) }
}
