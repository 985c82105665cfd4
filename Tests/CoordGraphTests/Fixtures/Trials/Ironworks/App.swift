import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private let orders = OrdersCoordinator()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = orders.root
    window?.makeKeyAndVisible()
    orders.start()
    return true
  }
}

/// The app's own thin wrapper over a coordinator: screens get one typed by their flow's routes, not the coordinator.
final class FlowRouter<Route: NavigationRoute> {
  private unowned let coordinator: NavigationCoordinator<Route>

  init(_ coordinator: NavigationCoordinator<Route>) { self.coordinator = coordinator }

  func go(_ route: Route) { coordinator.router.navigate(to: route) }
  func back() { coordinator.router.pop() }
  func close() { coordinator.router.dismiss() }
}

enum OrdersRoute: NavigationRoute {
  case list(FlowRouter<OrdersRoute>)
  case order(Int, FlowRouter<OrdersRoute>)
  case casting(Int, FlowRouter<OrdersRoute>)
  case debugMenu(FlowRouter<OrdersRoute>)

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .order: return .push
    case .casting: return .modal
    case .debugMenu: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let flow): return OrderListViewController(flow: flow)
    case .order(let id, let flow): return OrderViewController(id: id, flow: flow)
    case .casting(let id, let flow): return CastingViewController(id: id, flow: flow)
    case .debugMenu(let flow): return DebugMenuViewController(flow: flow)
    }
  }
}

final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
  private lazy var flow = FlowRouter(self)

  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .list(flow), animated: animated)
  }
}
