import SUICoordinator
import SwiftUI

enum NewsRoute: RouteType {
  case feed
  case saved
  case article
  case video
  case sponsor
  case settings

  var presentationStyle: TransitionPresentationStyle { self == .settings ? .sheet : .push }

  @ViewBuilder var body: some View {
    switch self {
    case .feed: FeedView()
    case .saved: SavedView()
    default: Text("News")
    }
  }
}

enum StoryKind {
  case article
  case video
  case sponsored
}

struct Story: Identifiable {
  let id: Int
  let kind: StoryKind
}

enum NewsEvent {
  case article
  case settings
}

struct Tap {
  let kind: StoryKind
}

final class NewsCoordinator: Coordinator<NewsRoute> {
  override func start() async { await startFlow(route: .feed) }

  func open(_ story: Story) async {
    switch story.kind {
    case .article: await navigate(toRoute: .article)
    case .video: await navigate(toRoute: .video)
    case .sponsored: break
    }
    if story.kind == .sponsored { await navigate(toRoute: .sponsor) }
  }

  func handle(_ event: NewsEvent, tap: Tap) async {
    switch tap.kind {
    case .article: await navigate(toRoute: .settings)
    default: break
    }
  }
}

struct FeedView: View {
  @EnvironmentObject var coordinator: NewsCoordinator
  let stories = [Story(id: 1, kind: .article), Story(id: 2, kind: .sponsored)]
  var body: some View {
    ForEach(stories) { story in
      Button("Story") { Task { await coordinator.open(story) } }
    }
    Button("Saved") { Task { await coordinator.handle(.settings, tap: Tap(kind: .article)) } }
  }
}

struct SavedView: View {
  @EnvironmentObject var coordinator: NewsCoordinator
  var body: some View {
    Button("Clip") { Task { await coordinator.open(Story(id: 3, kind: .video)) } }
    Button("Prefs") { Task { await coordinator.handle(.article, tap: Tap(kind: .video)) } }
  }
}
