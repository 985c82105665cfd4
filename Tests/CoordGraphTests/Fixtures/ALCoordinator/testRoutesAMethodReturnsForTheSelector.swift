import SUICoordinator
import SwiftUI

enum Destination {
  case article(Int)
  case search
  case subscribe
}

enum NewsRoute: RouteType {
  case front(NewsCoordinator)
  case article(NewsCoordinator)
  case search
  case subscribe

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .front, .article: .push
    case .search: .sheet
    case .subscribe: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .front(let coordinator): FrontPage(coordinator: coordinator)
    case .article(let coordinator): ArticlePage(coordinator: coordinator)
    case .search: Text("Search")
    case .subscribe: Text("Subscribe")
    }
  }
}

final class NewsCoordinator: Coordinator<NewsRoute> {
  override func start() async { await startFlow(route: .front(self)) }

  func go(_ destination: Destination) async {
    await navigate(toRoute: route(for: destination))
  }

  private func route(for destination: Destination) -> NewsRoute {
    switch destination {
    case .article: return .article(self)
    case .search: return .search
    case .subscribe: return .subscribe
    }
  }
}

struct FrontPage: View {
  let coordinator: NewsCoordinator
  var body: some View {
    Button("Read") { Task { await coordinator.go(.article(1)) } }
    Button("Search") { Task { await coordinator.go(.search) } }
  }
}

struct ArticlePage: View {
  let coordinator: NewsCoordinator
  var body: some View {
    Button("Subscribe") { Task { await coordinator.go(.subscribe) } }
  }
}
