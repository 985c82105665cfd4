import Jumper
import UIKit

final class MailCoordinator: NavigationCoordinable {
  var navigation: Navigation<MailCoordinator> = .init(initial: \.inbox)
  @Route var inbox = inboxScreen
  @Route var message = messageScreen
  @Route var compose = composeScreen
  func inboxScreen() -> ScreenView { InboxViewController(coordinator: self) }
  func messageScreen() -> ScreenView { MessageViewController() }
  func composeScreen() -> ScreenView { ComposeViewController() }
}

final class InboxViewController: UIViewController {
  weak var coordinator: MailCoordinator?
  init(coordinator: MailCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func open() { coordinator?.push(\.message) }
  @objc func write() { coordinator?.present(\.compose) }
}

final class MessageViewController: UIViewController {
  @objc func back() { navigationController?.popViewController(animated: true) }
}

final class ComposeViewController: UIViewController {
  @objc func cancel() { dismiss(animated: true) }
}
