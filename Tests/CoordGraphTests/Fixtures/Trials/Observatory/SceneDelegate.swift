import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var coordinator: ObservatoryTabs?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let tabs = ObservatoryTabs()
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs.root
    window.makeKeyAndVisible()
    self.window = window
    coordinator = tabs
    tabs.start(animated: false)
    if let activity = connectionOptions.userActivities.first {
      self.scene(scene, continue: activity)
    }
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    guard userActivity.activityType == NSUserActivityTypeBrowsingWeb,
      let url = userActivity.webpageURL
    else { return }
    coordinator?.follow(url)
  }
}

enum ObservatoryPage: TabbarPage, CaseIterable {
  case sky
  case bookings
  case profile

  func coordinator() -> Coordinator {
    switch self {
    case .sky: return SkyCoordinator()
    case .bookings: return BookingsCoordinator()
    case .profile: return ProfileCoordinator()
    }
  }

  var title: String { "\(self)" }
  var icon: String { "star" }

  var position: Int {
    switch self {
    case .sky: return 0
    case .bookings: return 1
    case .profile: return 2
    }
  }
}

final class ObservatoryTabs: TabbarCoordinator<ObservatoryPage> {
  init() {
    super.init(pages: ObservatoryPage.allCases, currentPage: .sky)
  }

  func follow(_ url: URL) {
    let parts = url.pathComponents.dropFirst()
    guard let head = parts.first else { return }
    switch head {
    case "star":
      currentPage = .sky
      (getCoordinatorSelected() as? SkyCoordinator)?.showStar(named: parts.dropFirst().first ?? "Vega")
    case "bookings":
      currentPage = .bookings
    default:
      return
    }
  }
}

/// Every screen of the app is one of these: it holds its coordinator weakly, typed by the subclass.
class CoordinatedViewController<Owner: AnyObject>: UIViewController {
  weak var coordinator: Owner?

  init(coordinator: Owner) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }
}
