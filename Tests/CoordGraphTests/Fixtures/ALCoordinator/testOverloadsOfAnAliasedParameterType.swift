import UIKCoordinator
import UIKit

enum ShopPage {
  case sale
  case news
}

typealias Page = ShopPage

enum ShopRoute: NavigationRoute {
  case home(ShopCoordinator)
  case page
  case web

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .home(let coordinator): return HomeViewController(coordinator: coordinator)
    default: return UIViewController()
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home(self), animated: animated) }
  func open(_ page: Page) { router.navigate(to: .page) }
  func open(_ url: URL) { router.navigate(to: .web) }
}

final class HomeViewController: UIViewController {
  private weak var coordinator: ShopCoordinator?
  private let featured: ShopPage = .sale

  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.showFeatured() }))
  }

  private func showFeatured() { coordinator?.open(featured) }
}
