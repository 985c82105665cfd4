import SUICoordinator
import SwiftUI

@main
struct PodcastsApp: App {
  @State private var coordinator = HomeTabs()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          Task { await coordinator.handle(url) }
        }
    }
  }
}

enum HomePage: TabPage, CaseIterable {
  case library
  case discover
  case settings

  var position: Int {
    switch self {
    case .library: 0
    case .discover: 1
    case .settings: 2
    }
  }

  var dataSource: HomePageData { HomePageData(page: self) }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .library: LibraryCoordinator()
    case .discover: DiscoverCoordinator()
    case .settings: SettingsCoordinator()
    }
  }
}

struct HomePageData {
  let page: HomePage
}

final class HomeTabs: TabCoordinator<HomePage> {
  init() {
    super.init(pages: HomePage.allCases, currentPage: .library)
  }

  func handle(_ url: URL) async {
    guard url.scheme == "pods" else { return }
    switch url.host() {
    case "episode":
      currentPage = .library
      if let library = getCoordinatorSelected() as? LibraryCoordinator {
        await library.openEpisode(id: url.lastPathComponent)
      }
    case "search":
      currentPage = .discover
    default:
      break
    }
  }
}
