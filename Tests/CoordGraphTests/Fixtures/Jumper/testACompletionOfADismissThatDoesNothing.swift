import Jumper
import UIKit

final class TabsCoordinator: TabCoordinable {
  var navigation: TabNavigation<TabsCoordinator> = .init {
    \TabsCoordinator.feed
    \TabsCoordinator.inbox
  }

  @Route(tabItem: feedTab) var feed = feedFlow
  @Route(tabItem: inboxTab) var inbox = inboxFlow

  func feedFlow() -> FeedCoordinator { FeedCoordinator() }
  func inboxFlow() -> InboxCoordinator { InboxCoordinator() }
  func feedTab() -> UITabBarItem { UITabBarItem() }
  func inboxTab() -> UITabBarItem { UITabBarItem() }
}

final class FeedCoordinator: NavigationCoordinable {
  var navigation: Navigation<FeedCoordinator> = .init(initial: \.list)
  weak var tabs: TabsCoordinator?

  @Route var list = listScreen
  @Route var post = postScreen

  func listScreen() -> ScreenView { ListViewController(coordinator: self) }
  func postScreen() -> ScreenView { PostViewController(coordinator: self) }
  func openInbox() { tabs?.focus(\.inbox) }
  func closeAndPost() { dismiss { self.push(\.post) } }
}

final class InboxCoordinator: NavigationCoordinable {
  var navigation: Navigation<InboxCoordinator> = .init(initial: \.messages)
  @Route var messages = messagesScreen
  func messagesScreen() -> ScreenView { UIViewController() }
}

final class ListViewController: UIViewController {
  weak var coordinator: FeedCoordinator?
  init(coordinator: FeedCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func open() { coordinator?.push(\.post) }
  @objc func inbox() { coordinator?.openInbox() }
}

final class PostViewController: UIViewController {
  weak var coordinator: FeedCoordinator?
  init(coordinator: FeedCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func back() { coordinator?.pop() }
  @objc func top() { coordinator?.popToRoot() }
  @objc func toList() { coordinator?.pop(to: \.list) }
  @objc func close() { coordinator?.closeAndPost() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: FeedCoordinator, _ value: TabsCoordinator) { screen.tabs = value }
