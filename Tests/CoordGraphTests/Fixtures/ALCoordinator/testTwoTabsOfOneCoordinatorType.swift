import SUICoordinator
import SwiftUI

enum NewsPage: TabbarPage, CaseIterable {
  case latest
  case popular
  case saved

  func coordinator() -> Coordinator {
    switch self {
    case .latest: return FeedCoordinator(order: .latest)
    case .popular: return FeedCoordinator(order: .popular)
    case .saved: return SavedCoordinator()
    }
  }

  var title: String { "\(self)" }
  var icon: String { "newspaper" }
  var position: Int { NewsPage.allCases.firstIndex(of: self)! }
}

final class NewsTabs: TabbarCoordinator<NewsPage> {
  init() { super.init(pages: NewsPage.allCases, currentPage: .latest) }
}

enum FeedOrder { case latest, popular }

enum FeedRoute: NavigationRoute {
  case feed(FeedCoordinator)
  case story(Int)

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .feed(let coordinator): return FeedView(coordinator: coordinator)
    case .story(let id): return Text("Story \(id)")
    }
  }
}

final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
  private let order: FeedOrder

  init(order: FeedOrder) {
    self.order = order
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) { router.startFlow(route: .feed(self), animated: animated) }
  func open(_ id: Int) { router.navigate(to: .story(id)) }
}

struct FeedView: View {
  let coordinator: FeedCoordinator
  var body: some View { Button("Story") { coordinator.open(1) } }
}

enum SavedRoute: NavigationRoute {
  case saved

  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Saved") }
}

final class SavedCoordinator: NavigationCoordinator<SavedRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .saved, animated: animated) }
}
