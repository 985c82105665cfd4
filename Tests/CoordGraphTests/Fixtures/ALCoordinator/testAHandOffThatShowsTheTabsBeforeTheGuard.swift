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
    port.showTabs()
    port.open(url)
  }
}

enum PortRoute: NavigationRoute {
  case gate

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class PortCoordinator: NavigationCoordinator<PortRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .gate, animated: animated) }

  func showTabs() { router.navigate(to: PortTabs()) }

  func open(_ url: URL) {
    switch url.host {
    case "docks": (getTopCoordinator() as? PortTabs)?.currentPage = .docks
    default: break
    }
  }
}

enum PortPage: TabbarPage, CaseIterable {
  case docks

  func coordinator() -> Coordinator { DocksCoordinator() }
  var title: String { "Docks" }
  var icon: String { "circle" }
  var position: Int { 0 }
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
