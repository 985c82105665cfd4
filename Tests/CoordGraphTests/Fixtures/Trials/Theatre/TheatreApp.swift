import SUICoordinator
import SwiftUI

@main
struct TheatreApp: App {
  @State private var tabs = TheatreTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in Task { await tabs.open(url) } }
    }
  }
}

enum TheatrePage: TabPage, CaseIterable {
  case shows, tickets

  var position: Int { self == .shows ? 0 : 1 }

  var dataSource: some View {
    Label(self == .shows ? "Shows" : "Tickets", systemImage: self == .shows ? "theatermasks" : "ticket")
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .shows: ShowsCoordinator()
    case .tickets: TicketsCoordinator()
    }
  }
}

final class TheatreTabs: TabCoordinator<TheatrePage> {
  init() {
    super.init(pages: TheatrePage.allCases, currentPage: .shows)
  }

  /// Shows a ticket in the tickets tab, from anywhere in the app.
  func showTicket(_ id: String) async {
    currentPage = .tickets
    guard let tickets = children.first(where: { $0 is TicketsCoordinator }) as? TicketsCoordinator else { return }
    await tickets.show(ticket: id)
  }

  func open(_ url: URL) async {
    switch url.host() {
    case "ticket":
      await showTicket(url.lastPathComponent)
    case "shows":
      currentPage = .shows
    default:
      break
    }
  }
}
