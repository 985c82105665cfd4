import UIKCoordinator
import UIKit

enum AccountRoute: NavigationRoute {
  case overview
  case signIn
  case details
  case editor
  case help
  var transition: NavigationTransitionStyle {
    switch self {
    case .signIn: return .modal
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .overview: return OverviewViewController()
    case .signIn: return SignInViewController()
    case .details: return DetailsViewController()
    case .editor: return EditorViewController()
    case .help: return HelpViewController()
    }
  }
}

enum AccountEvent {
  case close
  case refresh
}

final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .overview) }

  // `if editing`: showDetails(editing: true) runs the first branch only, `false` the `else`.
  func showDetails(editing: Bool) {
    if editing {
      router.navigate(to: .editor)
    } else {
      router.navigate(to: .details)
    }
  }

  // After `guard success else`, the rest runs where callers pass `true`; the `else` where they pass `false`.
  func signInFinished(success: Bool) {
    guard success else {
      router.navigate(to: .help)
      return
    }
    router.dismiss()
  }

  // `route`, neither tested nor handed on, picks nothing: `animated` picks, and `reopen(.overview, animated: true)`.
  func reopen(_ route: AccountRoute, animated: Bool) {
    if !animated { router.popToRoot() }
  }

  // `quickly` picks nothing: the arms over `event` are the callers' to pick (`handle(true, .close)` pops).
  func handle(_ quickly: Bool, _ event: AccountEvent) {
    switch event {
    case .close: router.pop()
    case .refresh: break
    }
  }

  // `showHelp()` leaves `expanded` out: its default, `false`, runs the `else` only.
  func showHelp(expanded: Bool = false) {
    if expanded { router.navigate(to: .help) } else { router.popToRoot() }
  }
}

final class OverviewViewController: UIViewController {
  weak var coordinator: AccountCoordinator?
  @objc func rowTapped() { coordinator?.showDetails(editing: false) }
  @objc func reload() { coordinator?.reopen(.overview, animated: true) }
}

final class SignInViewController: UIViewController {
  weak var coordinator: AccountCoordinator?
  @objc func done() { coordinator?.signInFinished(success: true) }
}

final class DetailsViewController: UIViewController {
  weak var coordinator: AccountCoordinator?
  @objc func editTapped() { coordinator?.showDetails(editing: true) }
  @objc func failed() { coordinator?.signInFinished(success: false) }
  @objc func closeTapped() { coordinator?.handle(true, .close) }
}

final class EditorViewController: UIViewController {}
final class HelpViewController: UIViewController {
  weak var coordinator: AccountCoordinator?
  @objc func moreTapped() { coordinator?.showHelp() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: OverviewViewController, _ value: AccountCoordinator) { screen.coordinator = value }
func wire(_ screen: SignInViewController, _ value: AccountCoordinator) { screen.coordinator = value }
func wire(_ screen: DetailsViewController, _ value: AccountCoordinator) { screen.coordinator = value }
func wire(_ screen: HelpViewController, _ value: AccountCoordinator) { screen.coordinator = value }
