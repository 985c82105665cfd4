import Jumper
import UIKit

final class PortCoordinator: RootCoordinable {
  var navigation: RootNavigation<PortCoordinator> = .init(initial: \.login)
  @Route var login = loginScreen
  @Route var main = mainTabs
  @Route var tour = tourFlow
  var shown: AnyObject?

  func loginScreen() -> ScreenView {
    let controller = PortLoginViewController()
    controller.onLogin = { [weak self] in self?.root(\.main) }
    return controller
  }

  func mainTabs() -> PortTabs {
    let tabs = PortTabs()
    shown = tabs
    return tabs
  }
  func tourFlow() -> TourFlow { TourFlow() }

  func onOpenURL(_ url: URL?) {
    switch url?.host {
    case "docks":
      hasRoot(\.main)?.focus(\.docks)
    case "tides":
      guard let tabs = hasRoot(\.main) else { return }
      tabs.focus(\.tides)
    case "tour":
      hasRoot(\.tour)?.push(\.stop)
    case "quay":
      (shown as? PortTabs)?.focus(\.docks)
    default:
      break
    }
  }
}

final class PortLoginViewController: UIViewController {
  var onLogin: (() -> Void)?
}

final class PortTabs: TabCoordinable {
  var navigation: TabNavigation<PortTabs> = .init {
    \PortTabs.docks
    \PortTabs.tides
  }
  @Route(tabItem: docksTab) var docks = docksFlow
  @Route(tabItem: tidesTab) var tides = tidesFlow
  func docksFlow() -> DocksFlow { DocksFlow() }
  func tidesFlow() -> TidesFlow { TidesFlow() }
  func docksTab() -> UITabBarItem { UITabBarItem() }
  func tidesTab() -> UITabBarItem { UITabBarItem() }
}

final class DocksFlow: NavigationCoordinable {
  var navigation: Navigation<DocksFlow> = .init(initial: \.list)
  @Route var list = listScreen
  func listScreen() -> ScreenView { UIViewController() }
}

final class TidesFlow: NavigationCoordinable {
  var navigation: Navigation<TidesFlow> = .init(initial: \.table)
  @Route var table = tableScreen
  func tableScreen() -> ScreenView { UIViewController() }
}

final class TourFlow: NavigationCoordinable {
  var navigation: Navigation<TourFlow> = .init(initial: \.start)
  @Route var start = startScreen
  @Route var stop = stopScreen
  func startScreen() -> ScreenView { UIViewController() }
  func stopScreen() -> ScreenView { UIViewController() }
}
