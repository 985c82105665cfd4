import UIKCoordinator
import UIKit

// A factory of screens: what its methods build are the screens.
final class ScreenFactory {
  static let shared = ScreenFactory()

  func makeInbox(coordinator: MailCoordinator) -> UIViewController {
    let controller = InboxViewController()
    controller.coordinator = coordinator
    return controller
  }

  static func makeMessage(id: Int, coordinator: MailCoordinator) -> MessageViewController {
    MessageViewController(id: id, coordinator: coordinator)
  }
}

enum MailRoute: NavigationRoute {
  case inbox(MailCoordinator)
  case message(Int, MailCoordinator)
  case compose

  var transition: NavigationTransitionStyle {
    switch self {
    case .inbox, .message: return .push
    case .compose: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .inbox(let coordinator): return ScreenFactory.shared.makeInbox(coordinator: coordinator)
    case .message(let id, let coordinator): return ScreenFactory.makeMessage(id: id, coordinator: coordinator)
    case .compose: return ComposeViewController.make()
    }
  }
}

final class MailCoordinator: NavigationCoordinator<MailRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .inbox(self), animated: animated) }
  func open(_ id: Int) { router.navigate(to: .message(id, self)) }
  func compose() { router.navigate(to: .compose) }
  func back() { router.pop() }
}

final class InboxViewController: UIViewController {
  weak var coordinator: MailCoordinator?
  @objc func openTapped() { coordinator?.open(1) }
}

final class MessageViewController: UIViewController {
  private weak var coordinator: MailCoordinator?
  init(id: Int, coordinator: MailCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func replyTapped() { coordinator?.compose() }
  @objc func backTapped() { coordinator?.back() }
}

// A screen's own static method that builds it: the screen itself.
final class ComposeViewController: UIViewController {
  static func make() -> UIViewController {
    let controller = ComposeViewController()
    return UINavigationController(rootViewController: controller)
  }

  @objc func sendTapped() { dismiss(animated: true) }
}
