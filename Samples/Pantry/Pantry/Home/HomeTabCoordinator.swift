import SUICoordinator
import SwiftUI

enum HomeTab: TabPage, CaseIterable {
  case recipes
  case profile
  case stock
  case shopping

  var position: Int {
    switch self {
    case .recipes: 0
    case .stock: 1
    case .shopping: 2
    case .profile: 3
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .recipes: RecipesCoordinator()
    case .stock: StockCoordinator()
    case .shopping: ShoppingCoordinator()
    case .profile: ProfileCoordinator()
    }
  }

  var dataSource: HomeTabDataSource { HomeTabDataSource(page: self) }
}

struct HomeTabDataSource {
  let page: HomeTab
}

final class HomeTabCoordinator: TabCoordinator<HomeTab> {
  init() {
    super.init(pages: HomeTab.allCases, currentPage: .recipes)
  }

  func showShoppingList() {
    currentPage = .shopping
  }
}
