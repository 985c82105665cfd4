import SUICoordinator
import SwiftUI

@main
struct VenueApp: App {
  let tabs = RoomTabs()
  var body: some Scene {
    WindowGroup {
      tabs.getView().onOpenURL { url in tabs.open(url) }
    }
  }
}

enum RoomPage: String, TabPage, CaseIterable {
  case lobby, stage = "main-stage"
  var position: Int { self == .lobby ? 0 : 1 }
  var dataSource: some View { Text(rawValue) }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .lobby: LobbyCoordinator()
    case .stage: StageCoordinator()
    }
  }
}

final class RoomTabs: TabCoordinator<RoomPage> {
  init() { super.init(pages: RoomPage.allCases, currentPage: .lobby) }

  func open(_ url: URL) {
    let page = RoomPage(rawValue: url.host() ?? "") ?? .lobby
    currentPage = page
  }
}

enum LobbyRoute: RouteType {
  case hall
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Lobby") }
}

final class LobbyCoordinator: Coordinator<LobbyRoute> {
  override func start() async { await startFlow(route: .hall) }
}

enum StageRoute: RouteType {
  case stage
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Stage") }
}

final class StageCoordinator: Coordinator<StageRoute> {
  override func start() async { await startFlow(route: .stage) }
}
