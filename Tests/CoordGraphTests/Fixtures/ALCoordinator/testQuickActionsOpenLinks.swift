import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: LarderCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let coordinator = LarderCoordinator()
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = coordinator.root
    window?.makeKeyAndVisible()
    self.coordinator = coordinator
    coordinator.start(animated: false)
    if let item = connectionOptions.shortcutItem {
      _ = perform(item)
    }
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(perform(shortcutItem))
  }

  private func perform(_ item: UIApplicationShortcutItem) -> Bool {
    if item.type == "com.larder.scan" {
      coordinator?.showScanner()
      return true
    }
    if item.type == "com.larder.list" {
      coordinator?.showList()
      return true
    }
    return false
  }
}

enum LarderRoute: NavigationRoute {
  case shelves
  case list
  case scanner
  var transition: NavigationTransitionStyle {
    switch self {
    case .scanner: return .modalFullscreen
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .shelves: return ShelvesViewController()
    case .list: return ListViewController()
    case .scanner: return ScannerViewController()
    }
  }
}

final class LarderCoordinator: NavigationCoordinator<LarderRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .shelves, animated: animated) }
  func showList() { router.navigate(to: .list) }
  func showScanner() { router.navigate(to: .scanner) }
  func closeScanner() { router.dismiss() }
}

final class ShelvesViewController: UIViewController {
  weak var coordinator: LarderCoordinator?
  @objc func listTapped() { coordinator?.showList() }
}

final class ListViewController: UIViewController {}

final class ScannerViewController: UIViewController {
  weak var coordinator: LarderCoordinator?
  @objc func closeTapped() { coordinator?.closeScanner() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ShelvesViewController, _ value: LarderCoordinator) { screen.coordinator = value }
func wire(_ screen: ScannerViewController, _ value: LarderCoordinator) { screen.coordinator = value }
