import SUICoordinator
import SwiftUI

@main
struct AtlasApp: App {
  var tabs = AtlasTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in
          guard let host = url.host, let link = AtlasLink(rawValue: host) else { return }
          Task { try? await open(link) }
        }
    }
  }

  enum AtlasLink: String {
    case saved
    case trip
  }

  func open(_ link: AtlasLink) async throws {
    switch link {
    case .saved:
      tabs.currentPage = .saved
    case .trip:
      try await TripCoordinator().forcePresentation(presentationStyle: .sheet, rootCoordinator: tabs)
    }
  }
}

enum AtlasPage: TabPage {
  case explore
  case saved

  func coordinator() -> any CoordinatorType {
    switch self {
    case .explore: ExploreCoordinator()
    case .saved: TripCoordinator()
    }
  }
}

class AtlasTabs: TabCoordinator<AtlasPage> {
  init() { super.init(pages: [.explore, .saved], currentPage: .explore) }
}

enum ExploreRoute: RouteType {
  case map
  case photo(url: URL)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .map: .push
    case .photo: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .map: MapScreen()
    case .photo(let url): PhotoScreen(url: url)
    }
  }
}

class ExploreCoordinator: Coordinator<ExploreRoute> {
  override func start() async { await startFlow(route: .map) }
  func showPhoto(_ url: URL) async { await navigate(toRoute: .photo(url: url)) }
  func closePhoto() async { await router.dismiss() }
}

class TripCoordinator: Coordinator<ExploreRoute> {
  override func start() async { await startFlow(route: .map) }
}

struct MapScreen: View {
  @EnvironmentObject var coordinator: ExploreCoordinator
  var body: some View { Button("Photo") { Task { await coordinator.showPhoto(URL(string: "p")!) } } }
}

struct PhotoScreen: View {
  @EnvironmentObject var coordinator: ExploreCoordinator
  let url: URL
  var body: some View { Button("Close") { Task { await coordinator.closePhoto() } } }
}

extension AtlasTabs {
  func showTrip() async { await navigate(to: TripCoordinator(), presentationStyle: .sheet) }
}

extension MapScreen {
  func trip(_ tabs: AtlasTabs) { Task { await tabs.showTrip() } }
}

extension AtlasApp {
  func openPhoto(_ url: URL, in explore: ExploreCoordinator) async { await explore.showPhoto(url) }
}

extension AtlasApp {
  func shortcut(_ url: URL) {
    switch AtlasShortcut(rawValue: url.host ?? "") {
    case .savedList?: tabs.currentPage = .saved
    default: break
    }
  }
}

enum AtlasShortcut: String {
  case savedList = "saved-list"
}
