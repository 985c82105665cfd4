import UIKCoordinator
import UIKit

enum ShopPage: TabbarPage, CaseIterable {
  case menu
  case cart
  case orders

  func coordinator() -> Coordinator {
    switch self {
    case .menu: return MenuCoordinator()
    case .cart: return CartCoordinator()
    case .orders: return OrdersCoordinator()
    }
  }

  var title: String { "\(self)" }
  var icon: String { "circle" }

  var position: Int {
    switch self {
    case .menu: return 0
    case .cart: return 1
    case .orders: return 2
    }
  }
}

final class ShopTabsCoordinator: TabbarCoordinator<ShopPage> {
  init() {
    super.init(pages: ShopPage.allCases, currentPage: .menu)
  }
}

enum MenuRoute: NavigationRoute {
  case catalogue(MenuCoordinator)
  case item(name: String, MenuCoordinator)
  case allergens(name: String)

  var transition: NavigationTransitionStyle {
    if case .allergens = self { return .modal }
    return .push
  }

  func view() -> UIViewController {
    switch self {
    case .catalogue(let coordinator): return CatalogueViewController(coordinator: coordinator)
    case .item(let name, let coordinator): return ItemViewController(name: name, coordinator: coordinator)
    case .allergens(let name): return AllergensViewController(name: name)
    }
  }
}

final class MenuCoordinator: NavigationCoordinator<MenuRoute> {
  enum Action {
    case openItem(String)
    case showAllergens(String)
    case addedToCart
  }

  override func start(animated: Bool) {
    router.startFlow(route: .catalogue(self), animated: animated)
  }

  func handle(_ action: Action) {
    switch action {
    case .openItem(let name):
      router.navigate(to: .item(name: name, self))
    case .showAllergens(let name):
      router.navigate(to: .allergens(name: name))
    case .addedToCart:
      router.popToRoot(animated: true)
      (parent as? ShopTabsCoordinator)?.currentPage = .cart
    }
  }
}

final class CatalogueViewController: UITableViewController {
  private weak var coordinator: MenuCoordinator?

  init(coordinator: MenuCoordinator) {
    self.coordinator = coordinator
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.handle(.openItem("bun \(indexPath.row)"))
  }
}

final class ItemViewController: UIViewController {
  private let name: String
  private weak var coordinator: MenuCoordinator?

  init(name: String, coordinator: MenuCoordinator) {
    self.name = name
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Allergens", style: .plain, target: self, action: #selector(allergensTapped))
  }

  @objc private func allergensTapped() { coordinator?.handle(.showAllergens(name)) }
  @objc private func addTapped() { coordinator?.handle(.addedToCart) }
}

final class AllergensViewController: UIViewController {
  init(name: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
