import UIKit
import UIKCoordinator

enum AppRoute: NavigationRoute {
  case launch(AppCoordinator)
  case welcome
  case news
  case survey

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .launch(let coordinator): return LaunchViewController(coordinator: coordinator)
    case .welcome, .news, .survey: return UIViewController()
    }
  }
}

protocol LoginCoordinatorDelegate: AnyObject {
  func loginDidFinish(_ coordinator: LoginCoordinator)
}

// The login, the tour and the help finish, then the app goes on: what the completions of their finishes run (also
// through `showHome()`, or the help's `onClosed` after its own finish) runs where each was started, once it is gone,
// not on their own screens.
final class AppCoordinator: NavigationCoordinator<AppRoute>, LoginCoordinatorDelegate {
  override func start(animated: Bool = true) {
    router.startFlow(route: .launch(self), animated: animated)
    let login = LoginCoordinator(presentationStyle: .fullScreen)
    login.delegate = self
    router.navigate(to: login)
  }

  func loginDidFinish(_ coordinator: LoginCoordinator) {
    coordinator.finishFlow(animated: true) { [weak self] in
      self?.showHome()
    }
  }

  func showTour() {
    let tour = TourCoordinator(presentationStyle: .pageSheet)
    tour.onDone = { [weak self, weak tour] in
      tour?.finishFlow(animated: true) { self?.router.navigate(to: .welcome) }
    }
    router.navigate(to: tour)
  }

  func showHelp() {
    let help = HelpCoordinator(presentationStyle: .formSheet)
    help.onClosed = { [weak self] in self?.router.navigate(to: .news) }
    help.onAbandoned = { [weak self] in self?.router.navigate(to: .survey) }
    router.navigate(to: help)
  }

  private func showHome() {
    router.navigate(to: HomeCoordinator(presentationStyle: .fullScreen))
  }
}

final class LaunchViewController: UIViewController {
  private unowned let coordinator: AppCoordinator
  init(coordinator: AppCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func tourTapped() { coordinator.showTour() }
  @objc private func helpTapped() { coordinator.showHelp() }
}

enum LoginRoute: NavigationRoute {
  case phone(LoginCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .phone(let coordinator): return PhoneViewController(coordinator: coordinator)
    }
  }
}

final class LoginCoordinator: NavigationCoordinator<LoginRoute> {
  weak var delegate: LoginCoordinatorDelegate?
  override func start(animated: Bool = true) { router.startFlow(route: .phone(self), animated: animated) }
  func verified() { delegate?.loginDidFinish(self) }
}

final class PhoneViewController: UIViewController {
  private unowned let coordinator: LoginCoordinator
  init(coordinator: LoginCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func verifyTapped() { coordinator.verified() }
}

enum TourRoute: NavigationRoute {
  case page(TourCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .page(let coordinator): return TourPageViewController(coordinator: coordinator)
    }
  }
}

final class TourCoordinator: NavigationCoordinator<TourRoute> {
  var onDone: (() -> Void)?
  override func start(animated: Bool = true) { router.startFlow(route: .page(self), animated: animated) }
}

final class TourPageViewController: UIViewController {
  private unowned let coordinator: TourCoordinator
  init(coordinator: TourCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func doneTapped() { coordinator.onDone?() }
}

enum HomeRoute: NavigationRoute {
  case feed
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .feed, animated: animated) }
}

enum HelpRoute: NavigationRoute {
  case topics(HelpCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .topics(let coordinator): return HelpViewController(coordinator: coordinator)
    }
  }
}

final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
  var onClosed: (() -> Void)?
  var onAbandoned: (() -> Void)?
  override func start(animated: Bool = true) { router.startFlow(route: .topics(self), animated: animated) }
  func close() { finishFlow(animated: true) { [weak self] in self?.onClosed?() } }
  // Nothing calls it: what its finish's completion leads to is left out.
  func abandon() { finishFlow(animated: true) { [weak self] in self?.onAbandoned?() } }
}

final class HelpViewController: UIViewController {
  private unowned let coordinator: HelpCoordinator
  init(coordinator: HelpCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func closeTapped() { coordinator.close() }
}
