import SUICoordinator
import SwiftUI

@main
struct QuayApp: App {
  @State private var tabs = QuayTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in Task { await tabs.open(url) } }
    }
  }
}

enum QuayLink {
  case tickets
  case timetable

  init?(url: URL) {
    switch url.host() {
    case "tickets", "wallet": self = .tickets
    case "times": self = .timetable
    default: return nil
    }
  }
}

// The tab enum shares its case names with the link enum, and names no URL.
enum QuayPage: TabPage, CaseIterable {
  case timetable, tickets

  var position: Int { self == .timetable ? 0 : 1 }
  var dataSource: String { "\(self)" }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .timetable: TimesCoordinator()
    case .tickets: WalletCoordinator()
    }
  }
}

final class QuayTabs: TabCoordinator<QuayPage> {
  init() { super.init(pages: QuayPage.allCases, currentPage: .timetable) }

  func open(_ url: URL) async {
    guard let link = QuayLink(url: url) else { return }
    switch link {
    case .tickets: currentPage = .tickets
    case .timetable: currentPage = .timetable
    }
  }
}

enum TimesRoute: RouteType {
  case list
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Times") }
}

final class TimesCoordinator: Coordinator<TimesRoute> {
  override func start() async { await startFlow(route: .list) }
}

enum WalletRoute: RouteType {
  case cards
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Wallet") }
}

final class WalletCoordinator: Coordinator<WalletRoute> {
  override func start() async { await startFlow(route: .cards) }
}
