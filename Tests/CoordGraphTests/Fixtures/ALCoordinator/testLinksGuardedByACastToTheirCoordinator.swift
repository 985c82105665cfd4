import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let port = PortCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = port.root
    window?.makeKeyAndVisible()
    port.start(animated: false)
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    port.open(url)
  }
}

enum PortRoute: NavigationRoute {
  case gate(PortCoordinator)

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .gate(let port): return GateViewController(port: port)
    }
  }
}

final class PortCoordinator: NavigationCoordinator<PortRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .gate(self), animated: animated) }

  func signedIn() { router.navigate(to: PortTabs()) }

  func open(_ url: URL) {
    switch url.host {
    case "docks":
      (getTopCoordinator() as? PortTabs)?.currentPage = .docks
    case "tides":
      guard let tabs = children.last as? PortTabs else { return }
      tabs.currentPage = .tides
    case "hook":
      if let cranes = getTopCoordinator() as? CraneCoordinator { cranes.showHook() }
    case "pier":
      (getTopCoordinator() as! PortTabs).currentPage = .tides
    case "quay":
      signedIn()
      (getTopCoordinator() as? PortTabs)?.currentPage = .tides
    default:
      break
    }
  }
}

final class GateViewController: UIViewController {
  private unowned let port: PortCoordinator
  init(port: PortCoordinator) {
    self.port = port
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func signInTapped() { port.signedIn() }
}

enum PortPage: TabbarPage, CaseIterable {
  case docks
  case tides

  func coordinator() -> Coordinator {
    switch self {
    case .docks: return DocksCoordinator()
    case .tides: return TidesCoordinator()
    }
  }

  var title: String { "\(self)" }
  var icon: String { "circle" }
  var position: Int { self == .docks ? 0 : 1 }
}

final class PortTabs: TabbarCoordinator<PortPage> {
  init() { super.init(pages: PortPage.allCases, currentPage: .docks) }
}

enum DocksRoute: NavigationRoute {
  case list

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class DocksCoordinator: NavigationCoordinator<DocksRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list, animated: animated) }
}

enum TidesRoute: NavigationRoute {
  case table

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class TidesCoordinator: NavigationCoordinator<TidesRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .table, animated: animated) }
}

enum CraneRoute: NavigationRoute {
  case yard
  case hook

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class CraneCoordinator: NavigationCoordinator<CraneRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .yard, animated: animated) }
  func showHook() { router.navigate(to: .hook) }
}
