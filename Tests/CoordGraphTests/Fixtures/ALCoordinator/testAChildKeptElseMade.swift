import SUICoordinator
import SwiftUI

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  let main = HomeCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    window?.rootViewController = main.root
    main.start(animated: false)
  }
}

enum HomeRoute: NavigationRoute {
  case home(HomeCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .home(let c): return Button("Profile") { c.showProfile() }
    }
  }
}

final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  private var profile: ProfileCoordinator?

  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .home(self), animated: animated)
  }

  func showProfile() {
    let coordinator = profile ?? ProfileCoordinator(presentationStyle: .fullScreen)
    profile = coordinator
    router.navigate(to: coordinator)
  }
}

enum ProfileRoute: NavigationRoute {
  case profile(ProfileCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .profile(let c): return Button("Close") { c.finishFlow(animated: true) }
    }
  }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .profile(self), animated: animated)
  }
}
