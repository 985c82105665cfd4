import UIKCoordinator
import UIKit

enum JournalRoute: NavigationRoute {
  case entries(JournalCoordinator)
  case welcome(JournalCoordinator)
  case reminders(JournalCoordinator)
  case settings

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .entries(let coordinator): return EntriesViewController(coordinator: coordinator)
    case .welcome(let coordinator): return WelcomeViewController(coordinator: coordinator)
    case .reminders(let coordinator): return RemindersViewController(coordinator: coordinator)
    case .settings: return UIViewController()
    }
  }
}

final class JournalCoordinator: NavigationCoordinator<JournalRoute> {
  private var onboarded: Bool { UserDefaults.standard.bool(forKey: "onboarded") }

  override func start(animated: Bool = true) {
    if onboarded {
      router.startFlow(route: .entries(self), animated: animated)
    } else {
      router.startFlow(route: .welcome(self), animated: animated)
    }
  }

  func askForReminders() { router.navigate(to: .reminders(self)) }

  func finishOnboarding() {
    UserDefaults.standard.set(true, forKey: "onboarded")
    router.startFlow(route: .entries(self), animated: true)
  }

  func openSettings() { router.navigate(to: .settings) }
}

final class WelcomeViewController: UIViewController {
  private weak var coordinator: JournalCoordinator?
  init(coordinator: JournalCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func continueTapped() { coordinator?.askForReminders() }
}

final class RemindersViewController: UIViewController {
  private weak var coordinator: JournalCoordinator?
  init(coordinator: JournalCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func doneTapped() { coordinator?.finishOnboarding() }
}

final class EntriesViewController: UIViewController {
  private weak var coordinator: JournalCoordinator?
  init(coordinator: JournalCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func settingsTapped() { coordinator?.openSettings() }
}
