import Jumper
import UIKit

enum Destination {
  case feed, profile
}

final class DoorCoordinator: RootCoordinable {
  var navigation: RootNavigation<DoorCoordinator> = .init(initial: \.welcome)
  @Route var welcome = welcomeScreen
  @Route var main = mainTabs

  func welcomeScreen() -> ScreenView {
    let controller = WelcomeViewController()
    controller.coordinator = self
    return controller
  }

  func mainTabs() -> DoorTabs { DoorTabs() }

  func enter(at destination: Destination) {
    switch destination {
    case .feed: root(\.main).focus(\.feed)
    case .profile: root(\.main).focus(\.profile)
    }
  }
}

final class WelcomeViewController: UIViewController {
  weak var coordinator: DoorCoordinator?
  @objc func feedTapped() { coordinator?.enter(at: .feed) }
}

final class DoorTabs: TabCoordinable {
  var navigation: TabNavigation<DoorTabs> = .init {
    \DoorTabs.feed
    \DoorTabs.profile
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
