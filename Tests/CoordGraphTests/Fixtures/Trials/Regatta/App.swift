import Jumper
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private let coordinator = RegattaCoordinator()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = coordinator.view()
    window?.makeKeyAndVisible()
    AppRouter.shared.root = coordinator
    return true
  }
}

/// Reaches the running coordinators from code that no coordinator made.
final class AppRouter {
  static let shared = AppRouter()
  weak var root: RegattaCoordinator?
  weak var tabs: RegattaTabs?

  func showResults() {
    tabs?.focus(\.results)
  }
}

final class RegattaCoordinator: RootCoordinable {
  var navigation: RootNavigation<RegattaCoordinator> = .init(initial: \.welcome)

  @Route var welcome = welcomeScreen
  @Route var tabs = tabsCoordinator

  func welcomeScreen() -> ScreenView {
    let controller = WelcomeViewController()
    controller.onStart = { [weak self] in self?.showTabs() }
    return controller
  }

  func tabsCoordinator() -> RegattaTabs {
    let tabs = RegattaTabs()
    AppRouter.shared.tabs = tabs
    return tabs
  }

  func showTabs() {
    if !isRoot(\.tabs) {
      root(\.tabs)
    }
  }
}

final class WelcomeViewController: UIViewController {
  var onStart: (() -> Void)?
  @objc private func startTapped() { onStart?() }
}

final class RegattaTabs: TabCoordinable {
  var navigation: TabNavigation<RegattaTabs> = .init {
    \RegattaTabs.races
    \RegattaTabs.results
  }

  @Route(tabItem: racesItem) var races = racesCoordinator
  @Route(tabItem: resultsItem) var results = resultsCoordinator

  func racesCoordinator() -> RacesCoordinator { RacesCoordinator() }
  func resultsCoordinator() -> ResultsCoordinator { ResultsCoordinator() }

  func racesItem() -> UITabBarItem { UITabBarItem(title: "Races", image: nil, tag: 0) }
  func resultsItem() -> UITabBarItem { UITabBarItem(title: "Results", image: nil, tag: 1) }
}
