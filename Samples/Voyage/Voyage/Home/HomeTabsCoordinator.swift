import Jumper
import UIKit

final class HomeTabsCoordinator: TabCoordinable {
  var navigation: TabNavigation<HomeTabsCoordinator> = .init {
    \HomeTabsCoordinator.explore
    \HomeTabsCoordinator.trips
    \HomeTabsCoordinator.profile
  }
  weak var app: AppCoordinator?

  @Route(tabItem: exploreTab) var explore = exploreFlow
  @Route(tabItem: tripsTab) var trips = tripsFlow
  @Route(tabItem: profileTab) var profile = profileFlow

  func exploreFlow() -> ExploreCoordinator { ExploreCoordinator() }
  func tripsFlow() -> TripsCoordinator { TripsCoordinator() }

  func profileFlow() -> ProfileCoordinator {
    let profile = ProfileCoordinator()
    profile.app = app
    return profile
  }

  func exploreTab() -> UITabBarItem { UITabBarItem(title: "Explore", image: UIImage(systemName: "globe"), tag: 0) }
  func tripsTab() -> UITabBarItem { UITabBarItem(title: "Trips", image: UIImage(systemName: "airplane"), tag: 1) }
  func profileTab() -> UITabBarItem { UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2) }
}
