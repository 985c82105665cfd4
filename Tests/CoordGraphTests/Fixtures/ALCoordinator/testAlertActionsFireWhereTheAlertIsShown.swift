import UIKCoordinator
import UIKit

enum VaultRoute: NavigationRoute {
  case list
  case item
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .list: return VaultListViewController()
    case .item: return VaultItemViewController()
    }
  }
}

final class VaultCoordinator: NavigationCoordinator<VaultRoute> {
  override func start(animated: Bool) { router.startFlow(route: .list) }
  func open() { router.navigate(to: .item) }
  func confirmDelete() {
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.router.pop() })
    root.present(alert, animated: true)
  }
}

final class VaultListViewController: UIViewController {
  weak var coordinator: VaultCoordinator?
  @objc func open() { coordinator?.open() }
}

final class VaultItemViewController: UIViewController {
  weak var coordinator: VaultCoordinator?
  @objc func delete() { coordinator?.confirmDelete() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: VaultListViewController, _ value: VaultCoordinator) { screen.coordinator = value }
func wire(_ screen: VaultItemViewController, _ value: VaultCoordinator) { screen.coordinator = value }
