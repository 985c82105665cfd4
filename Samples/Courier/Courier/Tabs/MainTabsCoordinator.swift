import UIKCoordinator
import UIKit

enum MainPage: TabbarPage, CaseIterable {
  case feed
  case parcels
  case account

  func coordinator() -> Coordinator {
    switch self {
    case .feed: return FeedCoordinator()
    case .parcels: return ParcelsCoordinator()
    case .account: return AccountCoordinator()
    }
  }

  var title: String {
    switch self {
    case .feed: return "News"
    case .parcels: return "Parcels"
    case .account: return "Account"
    }
  }

  var icon: String {
    switch self {
    case .feed: return "newspaper"
    case .parcels: return "shippingbox"
    case .account: return "person"
    }
  }

  var position: Int {
    switch self {
    case .feed: return 0
    case .parcels: return 1
    case .account: return 2
    }
  }
}

final class MainTabsCoordinator: TabbarCoordinator<MainPage> {
  init(currentPage: MainPage) {
    super.init(pages: [.feed, .parcels, .account], currentPage: currentPage)
  }

  func showParcels() {
    currentPage = .parcels
  }
}
