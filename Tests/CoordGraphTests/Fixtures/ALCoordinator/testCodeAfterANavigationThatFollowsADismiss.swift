import UIKCoordinator
import UIKit

enum AppRoute: NavigationRoute {
  case home(AppCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .home(let coordinator): return HomeViewController(coordinator: coordinator)
    }
  }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  override func start(animated: Bool) { router.startFlow(route: .home(self), animated: animated) }
  func openMail() { router.navigate(to: MailCoordinator()) }
}

final class HomeViewController: UIViewController {
  private unowned let coordinator: AppCoordinator
  init(coordinator: AppCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func mailTapped() { coordinator.openMail() }
}

enum MailRoute: NavigationRoute {
  case inbox(MailCoordinator)
  case compose(MailCoordinator)
  case sent

  var transition: NavigationTransitionStyle {
    switch self {
    case .compose: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .inbox(let coordinator): return InboxViewController(coordinator: coordinator)
    case .compose(let coordinator): return ComposeViewController(coordinator: coordinator)
    case .sent: return UIViewController()
    }
  }
}

final class MailCoordinator: NavigationCoordinator<MailRoute> {
  override func start(animated: Bool) { router.startFlow(route: .inbox(self), animated: animated) }

  func compose() { router.navigate(to: .compose(self)) }

  func send() {
    router.dismiss(animated: true)
    router.navigate(to: .sent)
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
      self?.router.pop(animated: true)
    }
  }
}

final class InboxViewController: UIViewController {
  private unowned let coordinator: MailCoordinator
  init(coordinator: MailCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func composeTapped() { coordinator.compose() }
}

final class ComposeViewController: UIViewController {
  private unowned let coordinator: MailCoordinator
  init(coordinator: MailCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func sendTapped() { coordinator.send() }
}
