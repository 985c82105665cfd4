import SUICoordinator
import SwiftUI

@main
struct HarbourApp: App {
  @StateObject private var tabs = HarbourTabs()
  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in
          if url.host == "berths" {
            tabs.currentPage = .berths
          } else if url.host == "tides" {
            Task { tabs.currentPage = .tides }
          }
        }
    }
  }
}

enum HarbourPage: TabPage, CaseIterable {
  case berths
  case tides

  func coordinator() -> any CoordinatorType {
    switch self {
    case .berths: BerthsCoordinator()
    case .tides: TidesCoordinator()
    }
  }
}

final class HarbourTabs: TabCoordinator<HarbourPage> {
  init() { super.init(pages: HarbourPage.allCases, currentPage: .berths) }
}

enum HarbourRoute: RouteType {
  case berths
  case tides
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .berths: Text("Berths")
    case .tides: Text("Tides")
    }
  }
}

final class BerthsCoordinator: Coordinator<HarbourRoute> {
  override func start() async { await startFlow(route: .berths) }
}

final class TidesCoordinator: Coordinator<HarbourRoute> {
  override func start() async { await startFlow(route: .tides) }
}
