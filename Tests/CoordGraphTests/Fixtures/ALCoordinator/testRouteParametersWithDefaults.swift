import UIKCoordinator
import UIKit

enum MailRoute: NavigationRoute {
  case inbox
  case message
  case compose
  case drafts

  var transition: NavigationTransitionStyle {
    switch self {
    case .compose: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .inbox: return InboxViewController()
    case .message: return MessageViewController()
    default: return UIViewController()
    }
  }
}

// A route parameter with a default: a call that passes nothing goes to the default's route.
final class MailCoordinator: NavigationCoordinator<MailRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .inbox) }
  func show(_ route: MailRoute = .message) { router.navigate(to: route) }
}

final class InboxViewController: UIViewController {
  weak var coordinator: MailCoordinator?
  @objc func messageTapped() { coordinator?.show() }
  @objc func draftsTapped() { coordinator?.show(.drafts) }
}

final class MessageViewController: UIViewController {
  weak var coordinator: MailCoordinator?
  @objc func replyTapped() { coordinator?.show(.compose) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: InboxViewController, _ value: MailCoordinator) { screen.coordinator = value }
func wire(_ screen: MessageViewController, _ value: MailCoordinator) { screen.coordinator = value }
