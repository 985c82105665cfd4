import UIKCoordinator
import UIKit

extension Notification.Name {
  static let sessionExpired = Notification.Name("sessionExpired")
}

enum VaultRoute: NavigationRoute {
  case vault
  case login

  var transition: NavigationTransitionStyle {
    switch self {
    case .vault: return .push
    case .login: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .vault: return VaultViewController()
    case .login: return UIViewController()
    }
  }
}

final class VaultCoordinator: NavigationCoordinator<VaultRoute> {
  override func start(animated: Bool = true) {
    NotificationCenter.default.addObserver(
      self, selector: #selector(sessionExpired), name: .sessionExpired, object: nil)
    router.startFlow(route: .vault, animated: animated)
  }

  @objc private func sessionExpired() { router.navigate(to: .login) }
}

final class VaultViewController: UIViewController {
  private lazy var lockButton = UIButton(primaryAction: UIAction(title: "Lock") { _ in
    NotificationCenter.default.post(name: .sessionExpired, object: nil)
  })

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(lockButton)
  }
}
