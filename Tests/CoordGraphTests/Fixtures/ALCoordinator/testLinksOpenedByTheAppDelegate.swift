import UIKCoordinator
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var coordinator: DepotCoordinator?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    coordinator = DepotCoordinator()
    window?.rootViewController = coordinator?.root
    coordinator?.start(animated: false)
    if let url = options?[.url] as? URL {
      return open(url)
    }
    return true
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
    open(url)
  }

  private func open(_ url: URL) -> Bool {
    switch url.host {
    case "scan":
      ScannerCoordinator().forcePresentation(presentationStyle: .fullScreen, mainCoordinator: coordinator)
    case "orders":
      coordinator?.showOrders()
    default:
      return false
    }
    return true
  }
}

enum DepotRoute: NavigationRoute {
  case home
  case orders
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { DepotViewController() }
}

final class DepotCoordinator: NavigationCoordinator<DepotRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home, animated: animated) }
  func showOrders() { router.navigate(to: .orders) }
}

final class ScannerCoordinator: NavigationCoordinator<DepotRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home) }
}

final class DepotViewController: UIViewController {}
