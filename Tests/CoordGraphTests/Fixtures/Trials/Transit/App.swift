import SUICoordinator
import SwiftUI

@main
struct TransitApp: App {
  @StateObject private var tabs = TransitTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in
          guard let link = DeepLink(url: url) else { return }
          Task { await tabs.open(link) }
        }
    }
  }
}

enum DeepLink: Equatable {
  case trip(String)
  case buy(String)
  case profile

  init?(url: URL) {
    guard url.scheme == "transit" else { return nil }
    switch url.host() {
    case "trip": self = .trip(url.lastPathComponent)
    case "buy": self = .buy(url.lastPathComponent)
    case "profile": self = .profile
    default: return nil
    }
  }
}

enum TransitPage: TabPage, CaseIterable {
  case trips, account

  var position: Int {
    switch self {
    case .trips: 0
    case .account: 1
    }
  }

  var dataSource: some View {
    switch self {
    case .trips: Label("Trips", systemImage: "tram")
    case .account: Label("Account", systemImage: "person")
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .trips: TripsCoordinator()
    case .account: AccountCoordinator()
    }
  }
}

final class TransitTabs: TabCoordinator<TransitPage> {
  init() {
    super.init(pages: TransitPage.allCases, currentPage: .trips)
  }

  func open(_ link: DeepLink) async {
    switch link {
    case .trip(let id):
      currentPage = .trips
      await (getCoordinatorSelected() as? TripsCoordinator)?.showTrip(id)
    case .buy(let id):
      currentPage = .trips
      await (getCoordinatorSelected() as? TripsCoordinator)?.buyTickets(for: id)
    case .profile:
      currentPage = .account
    }
  }
}
