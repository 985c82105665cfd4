import Jumper
import UIKit

final class GateCoordinator: RootCoordinable {
  var navigation: RootNavigation<GateCoordinator> = .init(initial: \.login)
  @Route var login = loginScreen
  @Route var main = mainTabs

  func loginScreen() -> ScreenView {
    let controller = LoginViewController()
    controller.onLogin = { [weak self] in
      self?.root(\.main).focus(\.profile)
    }
    return controller
  }

  func mainTabs() -> GateTabs { GateTabs() }

  func onOpenURL(_ url: URL?) {
    guard url?.host == "profile" else { return }
    root(\.main).focus(\.profile)
  }
}

final class LoginViewController: UIViewController {
  var onLogin: (() -> Void)?
}

final class GateTabs: TabCoordinable {
  var navigation: TabNavigation<GateTabs> = .init {
    \GateTabs.feed
    \GateTabs.profile
  }
  @Route(tabItem: feedTab) var feed = feedFlow
  @Route(tabItem: profileTab) var profile = profileFlow
  func feedFlow() -> FeedFlow { FeedFlow() }
  func profileFlow() -> ProfileFlow { ProfileFlow() }
  func feedTab() -> UITabBarItem { UITabBarItem() }
  func profileTab() -> UITabBarItem { UITabBarItem() }
}

final class FeedFlow: NavigationCoordinable {
  var navigation: Navigation<FeedFlow> = .init(initial: \.list)
  @Route var list = listScreen
  func listScreen() -> ScreenView { UIViewController() }
}

final class ProfileFlow: NavigationCoordinable {
  var navigation: Navigation<ProfileFlow> = .init(initial: \.overview)
  @Route var overview = overviewScreen
  func overviewScreen() -> ScreenView { UIViewController() }
}
