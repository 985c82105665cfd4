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

  @Route var list = listScreen
  @Route var post = postScreen

  func listScreen() -> ScreenView {
    let controller = ListViewController()
    controller.onOpen = { [weak self] in self?.push(\.post) }
    return controller
  }

  func postScreen() -> ScreenView {
    let controller = PostViewController()
    controller.onClose = { [weak self] in self?.closeAndPost() }
    return controller
  }

  // A tab's coordinator has no parent: this dismiss does nothing, and its completion never runs.
  func closeAndPost() { dismiss { self.push(\.post) } }
}

final class InboxCoordinator: NavigationCoordinable {
  var navigation: Navigation<InboxCoordinator> = .init(initial: \.messages)
  @Route var messages = messagesScreen
  func messagesScreen() -> ScreenView { UIViewController() }
}

final class ListViewController: UIViewController {
  var onOpen: (() -> Void)?
  @objc func open() { onOpen?() }
}

final class PostViewController: UIViewController {
  var onClose: (() -> Void)?
  @objc func close() { onClose?() }
}
