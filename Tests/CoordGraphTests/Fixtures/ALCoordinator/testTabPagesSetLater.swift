import SUICoordinator
import SwiftUI

enum StudioPage: TabPage {
  case feed
  case search
  case pro

  func coordinator() -> any CoordinatorType {
    switch self {
    case .feed: FeedCoordinator()
    case .search: SearchCoordinator()
    case .pro: ProCoordinator()
    }
  }
}

class StudioTabs: TabCoordinator<StudioPage> {
  init() { super.init(pages: [.feed, .search], currentPage: .feed) }

  func upgraded() async {
    await setPages([.feed, .search, .pro])
    currentPage = .pro
  }
}

enum FeedRoute: RouteType {
  case list
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { FeedList() }
}

class FeedCoordinator: Coordinator<FeedRoute> {
  override func start() async { await startFlow(route: .list) }
}

class SearchCoordinator: Coordinator<PlainRoute> {
  override func start() async { await startFlow(route: .page) }
}

class ProCoordinator: Coordinator<PlainRoute> {
  override func start() async { await startFlow(route: .page) }
}

enum PlainRoute: RouteType {
  case page
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Page") }
}

struct FeedList: View {
  @EnvironmentObject var tabs: StudioTabs
  var body: some View { Button("Upgrade") { Task { await tabs.upgraded() } } }
}
