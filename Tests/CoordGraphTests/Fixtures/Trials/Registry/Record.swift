import UIKCoordinator
import UIKit

enum SignInRoute: NavigationRoute {
  case form(SignInCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .form(let coordinator): return SignInViewController(coordinator: coordinator)
    }
  }
}

final class SignInCoordinator: NavigationCoordinator<SignInRoute> {
  private let session: Session
  private let onDone: () -> Void

  init(session: Session, onDone: @escaping () -> Void) {
    self.session = session
    self.onDone = onDone
    super.init(parent: nil, presentationStyle: .formSheet)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .form(self), animated: animated)
  }

  func signedIn() {
    session.isSignedIn = true
    finishFlow(animated: true, completion: onDone)
  }

  func cancel() { finishFlow(animated: true) }
}

final class SignInViewController: UIViewController {
  private weak var coordinator: SignInCoordinator?

  init(coordinator: SignInCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func signInTapped() { coordinator?.signedIn() }
  @objc private func cancelTapped() { coordinator?.cancel() }
}

enum RecordRoute: NavigationRoute {
  case summary(String, RecordCoordinator)
  case history(String)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .summary(let id, let coordinator):
      let controller = RecordSummaryViewController(id: id)
      controller.onHistory = { [weak coordinator] in coordinator?.showHistory() }
      controller.onClose = { [weak coordinator] in coordinator?.finishFlow(animated: true) }
      return controller
    case .history(let id):
      return RecordHistoryViewController(id: id)
    }
  }
}

final class RecordCoordinator: NavigationCoordinator<RecordRoute> {
  let id: String

  init(id: String) {
    self.id = id
    super.init(parent: nil, presentationStyle: .fullScreen)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .summary(id, self), animated: animated)
  }

  func showHistory() { router.navigate(to: .history(id)) }
}

final class RecordSummaryViewController: UIViewController {
  let id: String
  var onHistory: (() -> Void)?
  var onClose: (() -> Void)?

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func historyTapped() { onHistory?() }
  @objc private func closeTapped() { onClose?() }
}

final class RecordHistoryViewController: UIViewController {
  let id: String

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}
