import SUICoordinator
import SwiftUI

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var app: AppCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    app = AppCoordinator()
    app?.start(animated: false)
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url else { return }
    app?.open(url)
  }
}

enum AppRoute: NavigationRoute {
  case launch
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { ProgressView() }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .launch, animated: animated)
    router.navigate(to: HomeTabs())
  }

  func open(_ url: URL) {
    switch url.host {
    case "profile":
      guard let target = children.first as? HomeTabs else { return }
      target.currentPage = .profile
    case "help":
      let target = HelpCoordinator()
      router.navigate(to: target)
    default:
      break
    }
  }
}

enum HomePage: TabbarPage {
  case feed
  case profile

  func coordinator() -> Coordinator {
    switch self {
    case .feed: return HelpCoordinator()
    case .profile: return ProfileCoordinator()
    }
  }

  var position: Int {
    switch self {
    case .feed: return 0
    case .profile: return 1
    }
  }
}

final class HomeTabs: TabbarCoordinator<HomePage> {
  init() { super.init(pages: [.feed, .profile], currentPage: .feed) }
}

enum InfoRoute: NavigationRoute {
  case info
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Info") }
}

final class HelpCoordinator: NavigationCoordinator<InfoRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .info) }
}

final class ProfileCoordinator: NavigationCoordinator<InfoRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .info) }
}
