import SUICoordinator
import SwiftUI
import UserNotifications

@main
struct KioskApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
  var body: some Scene {
    WindowGroup {
      AppDelegate.shop.getView()
        .onOpenURL { url in Task { await AppDelegate.shop.open(url) } }
    }
  }
}

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  static let shop = ShopCoordinator()

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    switch response.notification.request.content.categoryIdentifier {
    case "orders":
      Task { await Self.shop.showOrders() }
    default:
      break
    }
    completionHandler()
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    Task { await Self.shop.open(url) }
    return true
  }
}

enum ShopRoute: RouteType {
  case home, orders, help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .help: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .home: HomeView()
    default: Text("Screen")
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .home) }

  func open(_ url: URL) async {
    switch url.host() {
    case "orders": await showOrders()
    case "help": await navigate(toRoute: .help)
    default: break
    }
  }

  func showOrders() async {
    await router.popToRoot()
    await navigate(toRoute: .orders)
  }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View { Button("Help") { Task { await coordinator.navigate(toRoute: .help) } } }
}
