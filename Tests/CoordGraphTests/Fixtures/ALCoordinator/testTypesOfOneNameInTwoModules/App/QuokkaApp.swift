import Feed
import Profile
import SUICoordinator
import SwiftUI

@main
struct QuokkaApp: App {
  @State private var tabs = MainTabs()
  var body: some Scene {
    WindowGroup { tabs.getView() }
  }
}

enum Page: TabPage, CaseIterable {
  case feed
  case profile

  var position: Int {
    switch self {
    case .feed: 0
    case .profile: 1
    }
  }

  var dataSource: some View {
    switch self {
    case .feed: Text("Feed")
    case .profile: Text("Profile")
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .feed: Feed.FlowCoordinator()
    case .profile: Profile.FlowCoordinator()
    }
  }
}

final class MainTabs: TabCoordinator<Page> {
  init() { super.init(pages: Page.allCases, currentPage: .feed) }
}
