import UIKCoordinator
import UIKit

enum AccountRoute: NavigationRoute {
  case overview((OverviewViewController.Choice) -> Void)
  case security
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .help: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .overview(let onChoice):
      let overview = OverviewViewController()
      overview.onChoice = onChoice
      return overview
    case .security: return SecurityViewController()
    case .help: return HelpViewController()
    }
  }
}

final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .overview { [weak self] in self?.choose($0) }, animated: animated)
  }

  private func choose(_ choice: OverviewViewController.Choice) {
    switch choice {
    case .security: router.navigate(to: .security)
    case .help: router.navigate(to: .help)
    }
  }
}

final class OverviewViewController: UIViewController {
  enum Choice { case security, help }
  var onChoice: ((Choice) -> Void)?

  @objc func securityTapped() { onChoice?(.security) }
  @objc func helpTapped() { onChoice?(.help) }
}

final class SecurityViewController: UIViewController {}
final class HelpViewController: UIViewController {}
