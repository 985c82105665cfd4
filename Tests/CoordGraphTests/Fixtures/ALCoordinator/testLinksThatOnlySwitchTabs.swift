import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var app: AppCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let app = AppCoordinator()
    self.app = app
    window?.rootViewController = app.root
    app.start(animated: false)
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    app?.open(url)
  }
}

enum AppRoute: NavigationRoute {
  case launch
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  private weak var tabs: MainTabs?

  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .launch, animated: false)
    let tabs = MainTabs()
    self.tabs = tabs
    router.navigate(to: tabs, animated: animated)
  }

  func open(_ url: URL) {
    switch url.host {
    case "river": tabs?.currentPage = .river
    case "den": tabs?.currentPage = .den
    default: break
    }
  }
}

enum MainPage: TabbarPage, CaseIterable {
  case river
  case den

  func coordinator() -> Coordinator {
    switch self {
    case .river: return RiverCoordinator()
    case .den: return DenCoordinator()
    }
  }

  var position: Int {
    switch self {
    case .river: return 0
    case .den: return 1
    }
  }
}

final class MainTabs: TabbarCoordinator<MainPage> {
  init() { super.init(pages: MainPage.allCases, currentPage: .river) }
}

enum PlaceRoute: NavigationRoute {
  case place
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class RiverCoordinator: NavigationCoordinator<PlaceRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .place, animated: animated) }
}

final class DenCoordinator: NavigationCoordinator<PlaceRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .place, animated: animated) }
}
