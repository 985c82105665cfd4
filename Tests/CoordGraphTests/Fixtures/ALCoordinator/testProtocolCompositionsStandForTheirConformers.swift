import UIKCoordinator
import UIKit

enum BirdsRoute: NavigationRoute {
  case list(BirdListModel)
  case detail(BirdDetailModel)
  case filters

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .detail: return .push
    case .filters: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let model): return BirdListViewController(model: model)
    case .detail(let model): return BirdDetailViewController(model: model)
    case .filters: return FiltersViewController()
    }
  }
}

protocol ShowsBird: AnyObject { func showBird(_ name: String) }
protocol ShowsFilters: AnyObject { func showFilters() }
protocol ClosesFilters: AnyObject { func closeFilters() }
typealias BirdListNavigation = ShowsBird & ShowsFilters

/// Conforms to the parts one by one; never names the alias.
final class BirdsCoordinator: NavigationCoordinator<BirdsRoute>, ShowsBird, ShowsFilters, ClosesFilters {
  override func start(animated: Bool = true) {
    router.startFlow(route: .list(BirdListModel(navigation: self)), animated: animated)
  }

  func showBird(_ name: String) { router.navigate(to: .detail(BirdDetailModel(navigation: self))) }
  func showFilters() { router.navigate(to: .filters) }
  func closeFilters() { router.dismiss() }
}

/// Shows birds too, but no filters: no conformer of the composition.
final class NestsCoordinator: NavigationCoordinator<BirdsRoute>, ShowsBird {
  override func start(animated: Bool = true) { router.startFlow(route: .filters, animated: animated) }
  func showBird(_ name: String) { router.pop() }
}

final class BirdListModel {
  private weak var navigation: BirdListNavigation?
  init(navigation: BirdListNavigation) { self.navigation = navigation }
  func select(_ name: String) { navigation?.showBird(name) }
  func filter() { navigation?.showFilters() }
}

final class BirdListViewController: UIViewController {
  let model: BirdListModel
  init(model: BirdListModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func didTapFilter() { model.filter() }
  @objc func didTapRow() { model.select("robin") }
}

final class BirdDetailModel {
  private weak var navigation: (any ShowsFilters & ClosesFilters)?
  init(navigation: any ShowsFilters & ClosesFilters) { self.navigation = navigation }
  func filter() { navigation?.showFilters() }
}

final class BirdDetailViewController: UIViewController {
  let model: BirdDetailModel
  init(model: BirdDetailModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func didTapFilter() { model.filter() }
}

final class FiltersViewController: UIViewController {
  weak var navigation: (ClosesFilters & ShowsFilters)?
  @objc func done() { navigation?.closeFilters() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: FiltersViewController, _ value: ClosesFilters & ShowsFilters) { screen.navigation = value }
