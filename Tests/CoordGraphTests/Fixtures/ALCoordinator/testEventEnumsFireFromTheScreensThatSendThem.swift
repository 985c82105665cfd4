import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case home
  case product(id: String)
  case cart
  case checkout

  var transition: NavigationTransitionStyle {
    switch self {
    case .cart: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .home: return HomeViewController()
    case .product(let id): return ProductViewController(id: id)
    case .cart: return CartViewController()
    case .checkout: return CheckoutViewController()
    }
  }
}

enum ShopEvent {
  case selected(String)
  case openCart
  case checkout
  case close
  case refresh
  case reset
  case reload
}

protocol ShopEventHandling: AnyObject {
  func handle(_ event: ShopEvent)
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute>, ShopEventHandling {
  override func start(animated: Bool = true) { router.startFlow(route: .home) }

  // One method runs every event: each arm fires from the screens that send its case.
  func handle(_ event: ShopEvent) {
    switch event {
    case .selected(let id): router.navigate(to: .product(id: id))
    case .openCart: router.navigate(to: .cart)
    case .checkout: router.navigate(to: .checkout, transitionStyle: .push)
    case .close: router.dismiss()
    case .refresh: router.popToRoot()  // no screen sends it: it fires from nowhere (not inferred)
    case .reset: router.startFlow(route: .home)  // sent by a notification: from no screen, so inferred
    case .reload: reload()  // no screen sends it, but reload() also runs at a moment no screen shows
    }
  }

  private var bag = Set<AnyCancellable>()

  func watchStore() {
    NotificationCenter.default.publisher(for: .storeChanged).sink { [weak self] _ in self?.reload() }.store(in: &bag)
  }

  func reload() { router.navigate(to: .home) }
}

final class HomeViewController: UIViewController {
  weak var events: ShopEventHandling?
  @objc func productTapped() { events?.handle(.selected("1")) }
  @objc func cartTapped() { events?.handle(.openCart) }
}

final class ProductViewController: UIViewController {
  weak var events: ShopEventHandling?
  init(id: String) { super.init(nibName: nil, bundle: nil) }
  @objc func cartTapped() { events?.handle(.openCart) }
}

final class CartViewController: UIViewController {
  weak var events: ShopEventHandling?
  @objc func checkoutTapped() { events?.handle(.checkout) }
  @objc func closeTapped() { events?.handle(.close) }
}

// It passes on the event it is given: each arm runs where send(_:) is called with its case.
final class CheckoutViewController: UIViewController {
  weak var events: ShopEventHandling?
  func send(_ event: ShopEvent) { events?.handle(event) }
  @objc func backTapped() { send(.close) }
}

// A notification received in the foreground sends an event; no screen is behind it (UIKit calls the delegate's method).
final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
  weak var events: ShopEventHandling?
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    events?.handle(.reset)
    return []
  }
}

// A deep link sends an event: its steps are the arm of that case.
extension ShopCoordinator {
  func open(_ url: URL) {
    switch url.host() {
    case "cart": handle(.openCart)
    default: break
    }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: HomeViewController, _ value: ShopEventHandling) { screen.events = value }
func wire(_ screen: ProductViewController, _ value: ShopEventHandling) { screen.events = value }
func wire(_ screen: CartViewController, _ value: ShopEventHandling) { screen.events = value }
func wire(_ screen: CheckoutViewController, _ value: ShopEventHandling) { screen.events = value }
func wire(_ screen: NotificationRouter, _ value: ShopEventHandling) { screen.events = value }
