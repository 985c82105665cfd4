import SUICoordinator
import SwiftUI

@main
struct ClinicApp: App {
  @StateObject private var coordinator = ClinicTabs()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum ClinicPage: TabPage, CaseIterable {
  case visits, inbox, me
  var position: Int {
    switch self {
    case .visits: 0
    case .inbox: 1
    case .me: 2
    }
  }
  var dataSource: some View { Text("tab") }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .visits: VisitsCoordinator()
    case .inbox: InboxCoordinator()
    case .me: ProfileCoordinator()
    }
  }
}

final class ClinicTabs: TabCoordinator<ClinicPage> {
  init() { super.init(pages: ClinicPage.allCases, currentPage: .visits) }
}
