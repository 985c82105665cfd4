import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let appCoordinator = AppCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.rootViewController = appCoordinator.view()
    window.makeKeyAndVisible()
    self.window = window
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    appCoordinator.onOpenURL(URLContexts.first?.url)
  }
}

enum CellarLink {
  case bottle(String)
  case tastings

  init?(url: URL) {
    switch url.host {
    case "bottle": self = .bottle(url.lastPathComponent)
    case "tastings": self = .tastings
    default: return nil
    }
  }
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.ageGate)

  @Route var ageGate = ageGateScreen
  @Route var home = homeCoordinator

  func ageGateScreen() -> ScreenView {
    let controller = AgeGateViewController()
    controller.onConfirmed = { [weak self] in self?.root(\.home) }
    return controller
  }

  func homeCoordinator() -> HomeTabs {
    HomeTabs()
  }

  func onOpenURL(_ url: URL?) {
    guard let url, let link = CellarLink(url: url) else { return }
    guard let tabs = hasRoot(\.home) else { return }
    switch link {
    case .bottle(let id):
      tabs.focus(\.cellar).push(\.bottle, input: id)
    case .tastings:
      tabs.focus(\.tastings)
    }
  }
}

final class AgeGateViewController: UIViewController {
  var onConfirmed: (() -> Void)?
  @objc private func confirm() { onConfirmed?() }
}

final class HomeTabs: TabCoordinable {
  var navigation: TabNavigation<HomeTabs> = .init {
    \HomeTabs.cellar
    \HomeTabs.tastings
  }

  @Route(tabItem: cellarTab) var cellar = cellarCoordinator
  @Route(tabItem: tastingsTab) var tastings = tastingsCoordinator

  func cellarCoordinator() -> CellarCoordinator { CellarCoordinator() }
  func tastingsCoordinator() -> TastingsCoordinator { TastingsCoordinator() }

  func cellarTab() -> UITabBarItem { UITabBarItem(title: "Cellar", image: nil, tag: 0) }
  func tastingsTab() -> UITabBarItem { UITabBarItem(title: "Tastings", image: nil, tag: 1) }
}
