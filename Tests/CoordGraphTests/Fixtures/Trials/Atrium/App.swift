import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = MuseumCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = app.rootViewController
    window?.makeKeyAndVisible()
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    app.onOpenURL(URLContexts.first?.url)
  }
}

enum MuseumLink {
  case exhibit(Int)
  case tickets
  case map

  init?(url: URL) {
    switch url.host {
    case "exhibit": self = .exhibit(Int(url.lastPathComponent) ?? 0)
    case "tickets": self = .tickets
    case "map": self = .map
    default: return nil
    }
  }
}

final class MuseumCoordinator: RootCoordinable {
  var navigation: RootNavigation<MuseumCoordinator> = .init(initial: \.launch)

  @Route var launch = launchScreen
  @Route var halls = hallsScreen
  @Route var closed = closedScreen

  func launchScreen() -> ScreenView {
    let screen = LaunchViewController()
    screen.onReady = { [weak self] isOpen in
      guard let self else { return }
      if isOpen {
        self.root(\.halls)
      } else {
        self.root(\.closed)
      }
    }
    return screen
  }

  func hallsScreen() -> HallsTabs { HallsTabs() }

  func closedScreen() -> ScreenView { ClosedViewController() }

  func onOpenURL(_ url: URL?) {
    guard let url, let link = MuseumLink(url: url) else { return }
    guard let tabs = hasRoot(\.halls) else { return }
    switch link {
    case .exhibit(let id):
      tabs.focus(\.exhibits).push(\.detail, input: id)
    case .tickets:
      tabs.focus(\.exhibits).present(\.tickets)
    case .map:
      tabs.focus(\.map)
    }
  }
}

final class LaunchViewController: UIViewController {
  var onReady: ((Bool) -> Void)?
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onReady?(Calendar.current.component(.hour, from: Date()) < 18)
  }
}

final class ClosedViewController: UIViewController {}

final class HallsTabs: TabCoordinable {
  var navigation: TabNavigation<HallsTabs> = .init {
    \HallsTabs.exhibits
    \HallsTabs.map
  }

  @Route(tabItem: exhibitsTab) var exhibits = exhibitsScreen
  @Route(tabItem: mapTab) var map = mapScreen

  func exhibitsScreen() -> ExhibitsCoordinator { ExhibitsCoordinator() }
  func mapScreen() -> MapCoordinator { MapCoordinator() }

  func exhibitsTab() -> UITabBarItem { UITabBarItem() }
  func mapTab() -> UITabBarItem { UITabBarItem() }
}
