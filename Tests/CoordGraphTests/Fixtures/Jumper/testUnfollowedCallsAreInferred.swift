import Jumper
import UIKit

final class NewsCoordinator: NavigationCoordinable {
  var navigation: Navigation<NewsCoordinator> = .init(initial: \.headlines)

  @Route var headlines = headlinesScreen
  @Route var story = storyScreen

  func headlinesScreen() -> ScreenView { UIViewController() }
  func storyScreen() -> ScreenView { UIViewController() }

  // Called from a push notification handler that no screen owns.
  func openStory() { push(\.story) }
}

// A notification received in the foreground: UIKit calls the delegate's method, no screen is behind it.
final class PushHandler: NSObject, UNUserNotificationCenterDelegate {
  weak var news: NewsCoordinator?
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    news?.openStory()
    return []
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: PushHandler, _ value: NewsCoordinator) { screen.news = value }
