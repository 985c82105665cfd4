import UIKCoordinator
import UIKit

enum DepotPage: TabbarPage, CaseIterable {
  case orders, stock

  func coordinator() -> Coordinator {
    switch self {
    case .orders: return OrdersCoordinator()
    case .stock: return StockCoordinator()
    }
  }

  var title: String { self == .orders ? "Orders" : "Stock" }
  var icon: String { self == .orders ? "shippingbox" : "cube" }
  var position: Int { self == .orders ? 0 : 1 }
}

final class DepotTabs: TabbarCoordinator<DepotPage> {
  init(presentationStyle: UIModalPresentationStyle) {
    super.init(pages: DepotPage.allCases, currentPage: .orders, presentationStyle: presentationStyle)
  }
}
