import SUICoordinator
import SwiftUI

@main
struct VoleApp: App {
  @StateObject private var home = HomeCoordinator()
  @StateObject private var search = SearchCoordinator()

  var body: some Scene {
    WindowGroup {
      TabView {
        home.getView()
          .tabItem { Label("Home", systemImage: "house") }
        search.getView()
          .tabItem { Label("Search", systemImage: "magnifyingglass") }
      }
    }
  }
}

enum HomeRoute: RouteType {
  case feed
  case story(id: Int)
  var presentationStyle: TransitionPresentationStyle { .push }
  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .feed: FeedView()
    case .story(let id): Text("\(id)")
    }
  }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
  override func start() async { await startFlow(route: .feed) }
  func open(_ id: Int) async { await navigate(toRoute: .story(id: id)) }
}

struct FeedView: View {
  @Environment(HomeCoordinator.self) private var coordinator
  var body: some View { Button("Story") { Task { await coordinator.open(1) } } }
}

enum SearchRoute: RouteType {
  case query
  case results(String)
  var presentationStyle: TransitionPresentationStyle { .push }
  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .query: QueryView()
    case .results(let text): Text(text)
    }
  }
}

final class SearchCoordinator: Coordinator<SearchRoute> {
  override func start() async { await startFlow(route: .query) }
  func search(_ text: String) async { await navigate(toRoute: .results(text)) }
}

struct QueryView: View {
  @Environment(SearchCoordinator.self) private var coordinator
  var body: some View { Button("Go") { Task { await coordinator.search("x") } } }
}
