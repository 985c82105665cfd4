import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var tabs: AtlasTabs?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let tabs = AtlasTabs()
    window.rootViewController = tabs.root
    window.makeKeyAndVisible()
    tabs.start()
    self.window = window
    self.tabs = tabs
    return true
  }
}

/// What a browse flow lists: maps, surveyors.
protocol Browsable: Hashable {
  static var title: String { get }
  var name: String { get }
}

struct Chart: Browsable {
  static let title = "Charts"
  let name: String
}

struct Surveyor: Browsable {
  static let title = "Surveyors"
  let name: String
}

enum AtlasPage: TabbarPage, CaseIterable {
  case charts, surveyors, settings

  func coordinator() -> Coordinator {
    switch self {
    case .charts: return BrowseCoordinator<Chart>(items: [Chart(name: "Coast"), Chart(name: "Reef")])
    case .surveyors: return BrowseCoordinator<Surveyor>(items: [Surveyor(name: "Mercator")])
    case .settings: return SettingsCoordinator()
    }
  }

  var title: String {
    switch self {
    case .charts: return Chart.title
    case .surveyors: return Surveyor.title
    case .settings: return "Settings"
    }
  }

  var icon: String { "map" }

  var position: Int {
    switch self {
    case .charts: return 0
    case .surveyors: return 1
    case .settings: return 2
    }
  }
}

final class AtlasTabs: TabbarCoordinator<AtlasPage> {
  init() {
    super.init(pages: AtlasPage.allCases, currentPage: .charts)
  }
}

enum SettingsRoute: NavigationRoute {
  case main(SettingsCoordinator)
  case units

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .main(let coordinator): return SettingsViewController(coordinator: coordinator)
    case .units: return UnitsViewController()
    }
  }
}

final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .main(self), animated: animated)
  }

  func showUnits() { router.navigate(to: .units) }
}

final class SettingsViewController: UITableViewController {
  private weak var coordinator: SettingsCoordinator?

  init(coordinator: SettingsCoordinator) {
    self.coordinator = coordinator
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.showUnits()
  }
}

final class UnitsViewController: UITableViewController {}
