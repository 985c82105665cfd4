import SUICoordinator
import SwiftUI

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  var hub: HubCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let hub = HubCoordinator()
    window?.rootViewController = hub.root
    hub.start(animated: false)
    self.hub = hub
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url else { return }
    hub?.handle(url)
  }
}

enum HubRoute: NavigationRoute {
  case home(HubViewModel)
  case detail(HubViewModel)
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .home, .detail: return .push
    case .help: return .modal
    }
  }

  func view() -> any View {
    switch self {
    case .home(let model): return HomeView(model: model)
    case .detail(let model): return DetailView(model: model)
    case .help: return Text("Help")
    }
  }
}

final class HubCoordinator: NavigationCoordinator<HubRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .home(HubViewModel(coordinator: self)), animated: animated)
    router.navigate(to: WelcomeCoordinator(tour: true))
  }

  func show(_ id: Int) { router.navigate(to: .detail(HubViewModel(coordinator: self))) }
  func show(help: Bool, animated: Bool = true) { router.navigate(to: .help) }

  func handle(_ url: URL) {
    switch url.host {
    case "help": show(help: true)
    default: break
    }
  }
}

final class HubViewModel {
  private weak var coordinator: HubCoordinator?
  init(coordinator: HubCoordinator) { self.coordinator = coordinator }
  func open(_ id: Int) { coordinator?.show(id) }
  func help() { coordinator?.show(help: true) }
}

struct HomeView: View {
  let model: HubViewModel
  var body: some View { Button("Open") { model.open(1) } }
}

struct DetailView: View {
  let model: HubViewModel
  var body: some View { Button("Help") { model.help() } }
}

enum WelcomeRoute: NavigationRoute {
  case hello
  case tour
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Hello") }
}

final class WelcomeCoordinator: NavigationCoordinator<WelcomeRoute> {
  init() {
    super.init(presentationStyle: .sheet)
    router.startFlow(route: .hello)
  }

  init(tour: Bool) {
    super.init(presentationStyle: .sheet)
    router.startFlow(route: .hello)
    router.navigate(to: .tour)
  }
}
