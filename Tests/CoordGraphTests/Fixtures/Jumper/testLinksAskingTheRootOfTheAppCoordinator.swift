import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = HarbourAppCoordinator()

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    switch url.host {
    case "ferries":
      app.hasRoot(\.main)?.focus(\.ferries)
    case "ferry":
      app.hasRoot(\.main)?
        .focus(\.ferries)
        .push(\.ferry)
    default:
      break
    }
  }
}

final class HarbourAppCoordinator: RootCoordinable {
  var navigation: RootNavigation<HarbourAppCoordinator> = .init(initial: \.gate)

  @Route var gate = gateScreen
  @Route var main = mainFlow

  func gateScreen() -> ScreenView {
    let controller = GateViewController()
    controller.onEnter = { [weak self] in self?.root(\.main) }
    return controller
  }

  func mainFlow() -> HarbourTabs { HarbourTabs() }
}

final class GateViewController: UIViewController {
  var onEnter: (() -> Void)?
}

final class HarbourTabs: TabCoordinable {
  var navigation: TabNavigation<HarbourTabs> = .init {
    \HarbourTabs.piers
    \HarbourTabs.ferries
  }

  @Route(tabItem: piersTab) var piers = piersFlow
  @Route(tabItem: ferriesTab) var ferries = ferriesFlow

  func piersFlow() -> PiersCoordinator { PiersCoordinator() }
  func ferriesFlow() -> FerriesCoordinator { FerriesCoordinator() }
  func piersTab() -> UITabBarItem { UITabBarItem() }
  func ferriesTab() -> UITabBarItem { UITabBarItem() }
}

final class PiersCoordinator: NavigationCoordinable {
  var navigation: Navigation<PiersCoordinator> = .init(initial: \.list)
  @Route var list = listScreen
  func listScreen() -> ScreenView { UIViewController() }
}

final class FerriesCoordinator: NavigationCoordinable {
  var navigation: Navigation<FerriesCoordinator> = .init(initial: \.timetable)
  @Route var timetable = timetableScreen
  @Route var ferry = ferryScreen
  func timetableScreen() -> ScreenView { UIViewController() }
  func ferryScreen() -> ScreenView { UIViewController() }
}
