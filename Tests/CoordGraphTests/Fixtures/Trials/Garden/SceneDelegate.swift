import SUICoordinator
import SwiftUI

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var mainCoordinator: GardenCoordinator?
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    mainCoordinator = .init()
    window?.rootViewController = mainCoordinator?.root
    window?.makeKeyAndVisible()
    BaseCoordinator.mainCoordinator = mainCoordinator
    mainCoordinator?.start(animated: true)
  }
}

enum GardenRoute: NavigationRoute {
  case splash
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { ProgressView() }
}

final class GardenCoordinator: NavigationCoordinator<GardenRoute> {
  init() {
    super.init(parent: nil)
    router.startFlow(route: .splash, animated: false)
  }

  override func start(animated: Bool = false) {
    router.navigate(to: PlotsTabs(currentPage: .beds), animated: animated)
  }
}

enum PlotsPage: TabbarPage, CaseIterable {
  case beds, calendar

  func coordinator() -> Coordinator {
    switch self {
    case .beds: return BedsCoordinator()
    case .calendar: return CalendarCoordinator()
    }
  }

  var title: String { self == .beds ? "Beds" : "Calendar" }
  var icon: String { self == .beds ? "leaf" : "calendar" }
  var position: Int { self == .beds ? 0 : 1 }
}

final class PlotsTabs: TabbarCoordinator<PlotsPage> {
  init(currentPage: PlotsPage) {
    super.init(pages: PlotsPage.allCases, currentPage: currentPage)
  }
}
