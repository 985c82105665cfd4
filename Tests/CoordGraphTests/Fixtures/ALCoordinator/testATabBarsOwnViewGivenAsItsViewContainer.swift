import SUICoordinator
import SwiftUI

@main
struct QuillApp: App {
  let tabs = QuillTabs()
  var body: some Scene { WindowGroup { tabs.getView() } }
}

enum QuillPage: TabPage, CaseIterable {
  case feed, profile
  var position: Int { self == .feed ? 0 : 1 }
  var dataSource: some View { Text("Tab") }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .feed: FeedCoordinator()
    case .profile: ProfileCoordinator()
    }
  }
}

final class QuillTabs: TabCoordinator<QuillPage> {
  init() {
    super.init(pages: QuillPage.allCases, currentPage: .feed, viewContainer: { tabs in QuillTabView(tabs: tabs) })
  }

  func compose() async {
    await navigate(to: ComposeCoordinator(), presentationStyle: .sheet)
  }
}

struct QuillTabView: View {
  let tabs: QuillTabs
  var body: some View {
    Button("New post") { Task { await tabs.compose() } }
  }
}

enum FeedRoute: RouteType {
  case feed(FeedCoordinator)
  case post
  case filters
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .filters: .sheet
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .feed(let c):
      Button("Post") { Task { await c.showPost() } }
      Button("Filters") { Task { await c.showFilters() } }
    case .post: Text("Post")
    case .filters: Text("Filters")
    }
  }
}

final class FeedCoordinator: Coordinator<FeedRoute> {
  override func start() async { await startFlow(route: .feed(self)) }
  func showPost() async { await navigate(toRoute: .post) }
  func showFilters() async { await navigate(toRoute: .filters) }
}

enum ProfileRoute: RouteType {
  case profile
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Profile") }
}

final class ProfileCoordinator: Coordinator<ProfileRoute> {
  override func start() async { await startFlow(route: .profile) }
}

enum ComposeRoute: RouteType {
  case editor(ComposeCoordinator)
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .editor(let c): Button("Send") { Task { await c.finishFlow() } }
    }
  }
}

final class ComposeCoordinator: Coordinator<ComposeRoute> {
  override func start() async { await startFlow(route: .editor(self)) }
}
