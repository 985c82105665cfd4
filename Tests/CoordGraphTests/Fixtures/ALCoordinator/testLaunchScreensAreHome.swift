import SwiftUI
import UIKCoordinator

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  private var main: LaunchCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    let coordinator = LaunchCoordinator()
    main = coordinator
    coordinator.start(animated: false)
  }
}

enum LaunchRoute: NavigationRoute {
  case splash
  case consent
  case about

  var transition: NavigationTransitionStyle {
    switch self {
    case .splash: return .push
    case .consent: return .modalFullscreen
    case .about: return .modal
    }
  }

  func view() -> any View {
    switch self {
    case .splash: return SplashView()
    case .consent: return ConsentView()
    case .about: return AboutView()
    }
  }
}

final class LaunchCoordinator: NavigationCoordinator<LaunchRoute> {
  override func start(animated: Bool = false) {
    router.startFlow(route: .splash, animated: animated)
    if Consent.given {
      showHome()
    } else {
      router.navigate(to: .consent)
    }
  }

  func agreed() {
    router.dismiss()
    showHome()
  }

  func showAbout() { router.navigate(to: .about) }

  func showHome() {
    router.navigate(to: DockTabs(), presentationStyle: .fullScreen)
  }
}

enum Consent {
  static var given = false
}

enum DockPage: TabbarPage {
  case boats
  case berths

  func coordinator() -> Coordinator {
    switch self {
    case .boats: return BoatsCoordinator()
    case .berths: return BerthsCoordinator()
    }
  }

  var position: Int {
    switch self {
    case .boats: return 0
    case .berths: return 1
    }
  }
}

final class DockTabs: TabbarCoordinator<DockPage> {
  init() { super.init(pages: [.boats, .berths], currentPage: .boats) }
}

enum BoatsRoute: NavigationRoute {
  case list
  case boat

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .list: return BoatsView()
    case .boat: return BoatView()
    }
  }
}

final class BoatsCoordinator: NavigationCoordinator<BoatsRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .list, animated: animated)
  }

  func open() { router.navigate(to: .boat) }
}

enum BerthsRoute: NavigationRoute {
  case map

  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { BerthsView() }
}

final class BerthsCoordinator: NavigationCoordinator<BerthsRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .map, animated: animated)
  }
}

struct SplashView: View {
  @EnvironmentObject var coordinator: LaunchCoordinator
  var body: some View {
    Button("About") { coordinator.showAbout() }
  }
}

struct ConsentView: View {
  @EnvironmentObject var coordinator: LaunchCoordinator
  var body: some View {
    Button("Agree") { coordinator.agreed() }
  }
}

struct AboutView: View {
  var body: some View { Text("About") }
}

struct BoatsView: View {
  @EnvironmentObject var coordinator: BoatsCoordinator
  var body: some View {
    Button("Boat") { coordinator.open() }
  }
}

struct BoatView: View {
  var body: some View { Text("Boat") }
}

struct BerthsView: View {
  var body: some View { Text("Berths") }
}
