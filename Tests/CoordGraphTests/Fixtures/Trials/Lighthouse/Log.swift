import UIKCoordinator
import UIKit

enum LogRoute: NavigationRoute {
  case entries(LogCoordinator)
  case entry(Int, LogCoordinator)
  case export

  var transition: NavigationTransitionStyle {
    switch self {
    case .export: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .entries(let owner): return EntriesViewController(coordinator: owner)
    case .entry(let id, let owner): return EntryViewController(id: id, coordinator: owner)
    case .export: return UIViewController()
    }
  }
}

final class LogCoordinator: NavigationCoordinator<LogRoute> {
  init() {
    super.init(parent: nil, presentationStyle: .fullScreen)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .entries(self), animated: animated)
  }

  func open(entry id: Int) { router.navigate(to: .entry(id, self)) }
  func export() { router.navigate(to: .export) }

  func showSettings() {
    let settings = SettingsCoordinator()
    router.navigate(to: settings)
  }
}

final class EntriesViewController: UITableViewController {
  private weak var coordinator: LogCoordinator?
  init(coordinator: LogCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(settingsTapped))
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.open(entry: indexPath.row)
  }

  @objc private func settingsTapped() { coordinator?.showSettings() }
}

final class EntryViewController: UIViewController {
  private weak var coordinator: LogCoordinator?
  init(id: Int, coordinator: LogCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func exportTapped() { coordinator?.export() }
}

enum SettingsRoute: NavigationRoute {
  case main(SettingsCoordinator)

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .main(let owner): return SettingsViewController(coordinator: owner)
    }
  }
}

final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  init() {
    super.init(parent: nil, presentationStyle: .pageSheet)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .main(self), animated: animated)
  }

  func close() { finishFlow(animated: true) }

  func resetApp() {
    UserDefaults.standard.removeObject(forKey: "onboarded")
    finishFlow(animated: true) { [weak self] in
      self?.restartApp()
    }
  }
}

final class SettingsViewController: UIViewController {
  private weak var coordinator: SettingsCoordinator?
  init(coordinator: SettingsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func doneTapped() { coordinator?.close() }
  @objc private func resetTapped() { coordinator?.resetApp() }
}
