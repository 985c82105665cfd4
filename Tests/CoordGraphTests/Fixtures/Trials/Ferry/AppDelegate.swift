import UIKCoordinator
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?
  private var main: FerryTabs?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let tabs = FerryTabs()
    BaseCoordinator.mainCoordinator = tabs
    window.rootViewController = tabs.root
    window.makeKeyAndVisible()
    tabs.start(animated: false)
    self.window = window
    main = tabs
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    defer { completionHandler() }
    switch response.notification.request.content.categoryIdentifier {
    case "delay":
      main?.showDelay(id: response.notification.request.identifier)
    case "boarding":
      main?.currentPage = .tickets
    default:
      break
    }
  }
}

enum FerryPage: TabbarPage, CaseIterable {
  case sailings, tickets

  func coordinator() -> Coordinator {
    switch self {
    case .sailings: return SailingsCoordinator()
    case .tickets: return TicketsCoordinator()
    }
  }

  var title: String {
    switch self {
    case .sailings: return "Sailings"
    case .tickets: return "Tickets"
    }
  }
  var icon: String { "ferry" }
  var position: Int {
    switch self {
    case .sailings: return 0
    case .tickets: return 1
    }
  }
}

final class FerryTabs: TabbarCoordinator<FerryPage> {
  init() {
    super.init(pages: FerryPage.allCases, currentPage: .sailings)
  }

  func showDelay(id: String) {
    let notice = DelayCoordinator(id: id)
    notice.forcePresentation(presentationStyle: .formSheet, mainCoordinator: self)
  }
}
