import SUICoordinator
import SwiftUI

enum FleetPage: TabPage, CaseIterable {
  case boats
  case crew

  func coordinator() -> any CoordinatorType {
    FleetFactory.makeCoordinator(for: self)
  }
}

enum FleetFactory {
  static func makeCoordinator(for page: FleetPage) -> any CoordinatorType {
    switch page {
    case .boats: return BoatsCoordinator()
    case .crew: return CrewCoordinator()
    }
  }
}

final class FleetTabs: TabCoordinator<FleetPage> {
  init() { super.init(pages: FleetPage.allCases, currentPage: .boats) }
}

enum BoatsRoute: RouteType {
  case list
  case detail
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .list: BoatList()
    case .detail: Text("Detail")
    }
  }
}

enum CrewRoute: RouteType {
  case roster
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Roster") }
}

final class BoatsCoordinator: Coordinator<BoatsRoute> {
  override func start() async { await startFlow(route: .list) }
  func detail() async { await navigate(toRoute: .detail) }
}

final class CrewCoordinator: Coordinator<CrewRoute> {
  override func start() async { await startFlow(route: .roster) }
}

struct BoatList: View {
  @EnvironmentObject var coordinator: BoatsCoordinator
  var body: some View { Button("Detail") { Task { await coordinator.detail() } } }
}

@main
struct FleetApp: App {
  @StateObject private var tabs = FleetTabs()
  var body: some Scene { WindowGroup { tabs.getView() } }
}
