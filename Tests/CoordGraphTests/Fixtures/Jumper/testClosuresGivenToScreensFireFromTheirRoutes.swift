import Jumper
import UIKit

final class MailCoordinator: NavigationCoordinable {
  var navigation: Navigation<MailCoordinator> = .init(initial: \.inbox)

  @Route var inbox = inboxScreen
  @Route var message = messageScreen
  @Route var draft = draftScreen

  // The screen is given closures: each action fires from the route whose factory builds it.
  func inboxScreen() -> ScreenView {
    InboxViewController(onOpen: { [weak self] in self?.push(\.message) })
  }

  func messageScreen() -> ScreenView {
    MessageViewController(onDone: { [weak self] in self?.close() })
  }

  func close() { pop() }
}

final class InboxViewController: UIViewController {
  let onOpen: () -> Void
  init(onOpen: @escaping () -> Void) {
    self.onOpen = onOpen
    super.init(nibName: nil, bundle: nil)
  }
}

final class MessageViewController: UIViewController {
  let onDone: () -> Void
  init(onDone: @escaping () -> Void) {
    self.onDone = onDone
    super.init(nibName: nil, bundle: nil)
  }
}

// A screen hands a closure to a helper that belongs to no route: it fires where the screen does.
extension InboxViewController {
  func share(coordinator: MailCoordinator?) { Sharer(onDone: { coordinator?.present(\.message) }) }
}

final class Sharer {
  init(onDone: @escaping () -> Void) {}
}

// A method given by name is given as a closure: it fires from the routes of the screen that gets it.
extension MailCoordinator {
  func draftScreen() -> ScreenView { DraftViewController(onSent: close) }
}

final class DraftViewController: UIViewController {
  init(onSent: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
}
