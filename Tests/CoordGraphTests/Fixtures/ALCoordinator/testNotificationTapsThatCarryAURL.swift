import UIKCoordinator
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?
  var coordinator: HarbourCoordinator?

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    coordinator?.open(url)
    return true
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    coordinator = HarbourCoordinator()
    window?.rootViewController = coordinator?.root
    coordinator?.start(animated: false)
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    if let link = response.notification.request.content.userInfo["link"] as? String, let url = URL(string: link) {
      coordinator?.open(url)
    }
    completionHandler()
  }
}

enum HarbourRoute: NavigationRoute {
  case berths
  case booking
  case messages
  var transition: NavigationTransitionStyle {
    switch self {
    case .messages: return .modal
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .berths: return BerthsViewController()
    case .booking: return BookingViewController()
    case .messages: return MessagesViewController()
    }
  }
}

final class HarbourCoordinator: NavigationCoordinator<HarbourRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .berths, animated: animated) }

  func open(_ url: URL) {
    switch url.host {
    case "booking":
      showBooking()
    case "messages":
      showMessages()
    default:
      break
    }
  }

  func showBooking() { router.navigate(to: .booking) }
  func showMessages() { router.navigate(to: .messages) }
  func closeMessages() { router.dismiss() }
}

final class BerthsViewController: UIViewController {
  weak var coordinator: HarbourCoordinator?
  @objc func inboxTapped() { coordinator?.showMessages() }
}

final class BookingViewController: UIViewController {}

final class MessagesViewController: UIViewController {
  weak var coordinator: HarbourCoordinator?
  @objc func doneTapped() { coordinator?.closeMessages() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: BerthsViewController, _ value: HarbourCoordinator) { screen.coordinator = value }
func wire(_ screen: MessagesViewController, _ value: HarbourCoordinator) { screen.coordinator = value }
