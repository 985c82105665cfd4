import UIKit
import UIKCoordinator

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private lazy var coordinator = RootCoordinator()

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = coordinator.root
    window?.makeKeyAndVisible()
    coordinator.start(animated: false)
    return true
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    coordinator.handle(url)
    return true
  }
}

enum RootRoute: NavigationRoute {
  case home(HomeViewModel)
  case search
  case result(id: Int)
  case onboarding

  var transition: NavigationTransitionStyle {
    switch self {
    case .onboarding: return .modalFullscreen
    case .search: return .modal
    case .home, .result: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case let .home(model):
      return HomeViewController(model: model)
    case .search:
      return UINavigationController(rootViewController: SearchViewController())
    case let .result(id):
      let controller = ResultViewController(id: id)
      return controller
    case .onboarding:
      return OnboardingViewController()
    }
  }
}

final class RootCoordinator: NavigationCoordinator<RootRoute> {
  private var hasOnboarded: Bool { UserDefaults.standard.bool(forKey: "onboarded") }

  override func start(animated: Bool = true) {
    let model = HomeViewModel()
    model.onEvent = { [weak self] event in self?.handle(event) }
    router.startFlow(route: .home(model), animated: animated)
    if !hasOnboarded {
      router.navigate(to: .onboarding, animated: false)
    }
  }

  func handle(_ event: HomeViewModel.Event) {
    switch event {
    case .searchTapped:
      router.navigate(to: .search)
    case let .resultPicked(id):
      router.navigate(to: .result(id: id))
    case .settingsTapped:
      router.navigate(to: SettingsCoordinator(presentationStyle: .pageSheet))
    }
  }

  func handle(_ url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
    if components.path.hasPrefix("/result"), let id = components.queryItems?.first.flatMap({ Int($0.value ?? "") }) {
      router.popToRoot(animated: false)
      router.navigate(to: .result(id: id))
    } else if components.path == "/search" || components.path == "/find" {
      router.navigate(to: .search)
    }
  }

  func onboardingDone() { router.dismiss() }
  func searchPicked(_ id: Int) {
    router.dismiss(animated: true) { [weak self] in
      self?.router.navigate(to: .result(id: id))
    }
  }
}

final class HomeViewModel {
  enum Event { case searchTapped, resultPicked(Int), settingsTapped }
  var onEvent: ((Event) -> Void)?
  func search() { onEvent?(.searchTapped) }
  func pick(_ id: Int) { onEvent?(.resultPicked(id)) }
  func settings() { onEvent?(.settingsTapped) }
}

final class HomeViewController: UIViewController {
  private let model: HomeViewModel
  init(model: HomeViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func searchTapped() { model.search() }
  @objc private func recentTapped() { model.pick(7) }
  @objc private func settingsTapped() { model.settings() }
}

final class SearchViewController: UITableViewController {
  weak var coordinator: RootCoordinator?
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.searchPicked(indexPath.row)
  }
  @objc private func cancelTapped() { dismiss(animated: true) }
}

final class ResultViewController: UIViewController {
  weak var coordinator: RootCoordinator?
  init(id: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func settingsTapped() { coordinator?.handle(.settingsTapped) }
}

final class OnboardingViewController: UIViewController {
  weak var coordinator: RootCoordinator?
  @objc private func doneTapped() { coordinator?.onboardingDone() }
}

enum SettingsRoute: NavigationRoute {
  case main
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { SettingsViewController() }
}

final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .main, animated: animated) }
}

final class SettingsViewController: UIViewController {
  weak var coordinator: SettingsCoordinator?
  @objc private func closeTapped() { coordinator?.finishFlow(animated: true) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: SearchViewController, _ value: RootCoordinator) { screen.coordinator = value }
func wire(_ screen: ResultViewController, _ value: RootCoordinator) { screen.coordinator = value }
func wire(_ screen: OnboardingViewController, _ value: RootCoordinator) { screen.coordinator = value }
func wire(_ screen: SettingsViewController, _ value: SettingsCoordinator) { screen.coordinator = value }
