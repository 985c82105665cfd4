import SUICoordinator
import SwiftUI

enum DockPage: TabPage, CaseIterable {
  case ships
  case crew
  func coordinator() -> any CoordinatorType {
    switch self {
    case .ships: ShipsCoordinator()
    case .crew: CrewCoordinator()
    }
  }
}

final class DockTabs: TabCoordinator<DockPage> {
  init() { super.init(pages: DockPage.allCases, currentPage: .ships) }
  func open(_ url: URL) {
    if url.host == "crew" { currentPage = .crew }
  }
}

enum DockRoute: RouteType {
  case ships
  case crew
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .ships: ShipsView()
    case .crew: Text("Crew")
    }
  }
}

final class ShipsCoordinator: Coordinator<DockRoute> {
  override func start() async { await startFlow(route: .ships) }
}

final class CrewCoordinator: Coordinator<DockRoute> {
  override func start() async { await startFlow(route: .crew) }
}

struct ShipsView: View {
  @EnvironmentObject var tabs: DockTabs
  var body: some View { Button("Crew") { tabs.open(URL(string: "dock://crew")!) } }
}

@main
struct DockApp: App {
  @StateObject private var tabs = DockTabs()
  var body: some Scene { WindowGroup { tabs.getView() } }
}
