import UIKCoordinator
import UIKit

enum BankRoute: NavigationRoute {
  case accounts(BankCoordinator)
  case privacy
  case transfer

  var transition: NavigationTransitionStyle {
    switch self {
    case .accounts, .transfer: return .push
    case .privacy: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .accounts(let coordinator): return AccountsViewController(coordinator: coordinator)
    case .privacy: return UIViewController()
    case .transfer: return UIViewController()
    }
  }
}

final class BankCoordinator: NavigationCoordinator<BankRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) { router.startFlow(route: .accounts(self), animated: animated) }

  func coverForPrivacy() { router.navigate(to: .privacy, animated: false) }
  func uncover() { router.dismiss(animated: false) }
  func showTransfer() { router.navigate(to: .transfer) }
}

final class AccountsViewController: UIViewController {
  private weak var coordinator: BankCoordinator?

  init(coordinator: BankCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func transferTapped() { coordinator?.showTransfer() }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var bank: BankCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let bank = BankCoordinator()
    window?.rootViewController = bank.root
    bank.start()
    self.bank = bank
  }

  func sceneWillResignActive(_ scene: UIScene) {
    bank?.coverForPrivacy()
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    bank?.uncover()
  }

  /// Not a callback of the system's: a method of the app's that happens to take a scene.
  func sceneDidEnterBackground(_ scene: UIScene, reason: String) {
    bank?.showTransfer()
  }
}
