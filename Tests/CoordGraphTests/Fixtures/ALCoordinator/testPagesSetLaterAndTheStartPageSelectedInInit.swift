import SUICoordinator
import SwiftUI

@main
struct DeskApp: App {
  let tabs = DeskTabs()
  var body: some Scene { WindowGroup { tabs.getView() } }
}

enum DeskPage: TabPage, CaseIterable {
  case inbox, reports, admin
  var position: Int {
    switch self {
    case .inbox: 0
    case .reports: 1
    case .admin: 2
    }
  }
  var dataSource: some View { Text("Tab") }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .inbox: InboxCoordinator()
    case .reports: ReportsCoordinator()
    case .admin: AdminCoordinator()
    }
  }
}

final class DeskTabs: TabCoordinator<DeskPage> {
  init() {
    super.init(pages: [.inbox, .reports], currentPage: nil)
    currentPage = .reports
  }

  func unlockAdmin() async { await setPages([.inbox, .reports, .admin], currentPage: .admin) }
  func lockAdmin() async { await setPages([.inbox, .reports]) }
}

enum InboxRoute: RouteType {
  case inbox(InboxCoordinator)
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .inbox(let c): Button("Unlock") { Task { await c.unlock() } }
    }
  }
}

final class InboxCoordinator: Coordinator<InboxRoute> {
  override func start() async { await startFlow(route: .inbox(self)) }
  func unlock() async { await (parent as? DeskTabs)?.unlockAdmin() }
}

enum ReportsRoute: RouteType {
  case reports
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Reports") }
}

final class ReportsCoordinator: Coordinator<ReportsRoute> {
  override func start() async { await startFlow(route: .reports) }
}

enum AdminRoute: RouteType {
  case panel(AdminCoordinator)
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .panel(let c): Button("Lock") { Task { await c.lock() } }
    }
  }
}

final class AdminCoordinator: Coordinator<AdminRoute> {
  override func start() async { await startFlow(route: .panel(self)) }
  func lock() async { await (parent as? DeskTabs)?.lockAdmin() }
}
