import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: LibraryCoordinator?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    let coordinator = LibraryCoordinator()
    window.rootViewController = coordinator.root
    window.makeKeyAndVisible()
    coordinator.start(animated: false)
    self.window = window
    self.coordinator = coordinator
  }
}

enum LibraryRoute: NavigationRoute {
  case catalog
  case book(id: Int)
  case loans
  case settings

  var transition: NavigationTransitionStyle {
    switch self {
    case .catalog, .book: return .push
    case .loans: return .modal
    case .settings: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .catalog: return CatalogViewController()
    case .book(let id): return BookViewController(id: id)
    case .loans: return LoansViewController()
    case .settings: return SettingsViewController()
    }
  }
}

final class LibraryCoordinator: NavigationCoordinator<LibraryRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .catalog, animated: animated) }
  func showBook(_ id: Int) { router.navigate(to: .book(id: id)) }
  func showLoans() { router.navigate(to: .loans) }
  func showSettings() { router.navigate(to: .settings) }
}

extension BaseCoordinator {
  func close() { router.dismiss() }
}

class LibraryViewController: UIViewController {
  weak var coordinator: LibraryCoordinator?
  override func viewDidLoad() {
    super.viewDidLoad()
    coordinator = BaseCoordinator.mainCoordinator as? LibraryCoordinator
  }
}

final class CatalogViewController: LibraryViewController, UITableViewDelegate {
  private let table = UITableView()
  override func viewDidLoad() {
    super.viewDidLoad()
    table.delegate = self
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .bookmarks, primaryAction: UIAction { [weak self] _ in self?.coordinator?.showLoans() })
    let footer = CatalogFooterViewController()
    addChild(footer)
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.showBook(indexPath.row)
  }
}

final class CatalogFooterViewController: LibraryViewController {
  @objc func openSettings() { coordinator?.showSettings() }
}

final class BookViewController: LibraryViewController {
  let id: Int
  init(id: Int) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func reserve() {
    let alert = UIAlertController(title: "Reserved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "See loans", style: .default) { [weak self] _ in self?.coordinator?.showLoans() })
    present(alert, animated: true)
  }
}

final class LoansViewController: LibraryViewController {
  @objc func done() { coordinator?.close() }
}

final class SettingsViewController: LibraryViewController {
  @objc func done() { coordinator?.close() }
}
