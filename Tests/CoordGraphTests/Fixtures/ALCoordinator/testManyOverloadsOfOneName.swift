import UIKCoordinator
import UIKit

struct Sale {}
struct News {}
struct Basket {}
struct Gift {}
struct Coupon { let code: String }
struct Review {}
struct Store {}
struct Brand {}
struct Order {}

enum ShopTab {
  case deals
  case help
}

enum ShopRoute: NavigationRoute {
  case home(ShopCoordinator)
  case help(ShopCoordinator)
  case sale, news, basket, gift, coupon, review, store, brand, order, deals

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .home(let coordinator): return HomeViewController(coordinator: coordinator)
    case .help(let coordinator): return HelpViewController(coordinator: coordinator)
    default: return UIViewController()
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home(self), animated: animated) }
  func open(_ sale: Sale) { router.navigate(to: .sale) }
  func open(_ news: News) { router.navigate(to: .news) }
  func open(_ basket: Basket) { router.navigate(to: .basket) }
  func open(_ gift: Gift) { router.navigate(to: .gift) }
  func open(_ coupon: Coupon) { router.navigate(to: .coupon) }
  func open(_ review: Review) { router.navigate(to: .review) }
  func open(_ store: Store) { router.navigate(to: .store) }
  func open(_ brand: Brand) { router.navigate(to: .brand) }
  func open(_ order: Order) { router.navigate(to: .order) }
  func open(_ tab: ShopTab) {
    switch tab {
    case .deals: router.navigate(to: .deals)
    case .help: router.navigate(to: .help(self))
    }
  }
}

final class HomeViewController: UIViewController {
  private weak var coordinator: ShopCoordinator?

  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.coordinator?.open(Coupon(code: "A")) }))
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.coordinator?.open(.help) }))
  }
}

final class HelpViewController: UIViewController {
  private weak var coordinator: ShopCoordinator?

  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIButton(primaryAction: UIAction { [weak self] _ in self?.coordinator?.open(Recommendations.pick()) }))
  }
}
