import SUICoordinator
import SwiftUI

final class Navigator<Route: NavigationRoute> {
  private unowned let coordinator: NavigationCoordinator<Route>

  init(coordinator: NavigationCoordinator<Route>) {
    self.coordinator = coordinator
  }

  func push(_ route: Route) {
    coordinator.router.navigate(to: route, transitionStyle: .push)
  }

  func sheet(_ route: Route) {
    coordinator.router.navigate(to: route, transitionStyle: .modal)
  }
}

struct Shortcuts<Route: NavigationRoute> {
  weak var coordinator: NavigationCoordinator<Route>?

  func top() {
    coordinator?.router.popToRoot()
  }
}

enum GardenRoute: NavigationRoute {
  case beds(GardenCoordinator)
  case plant(GardenCoordinator)
  case almanac

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .beds(let garden): return BedsView(garden: garden)
    case .plant(let garden): return PlantView(garden: garden)
    case .almanac: return Text("Almanac")
    }
  }
}

final class GardenCoordinator: NavigationCoordinator<GardenRoute> {
  private lazy var navigator = Navigator(coordinator: self)
  let shortcuts = Shortcuts<SomeOtherRoute>()

  override func start(animated: Bool) {
    router.startFlow(route: .beds(self), animated: animated)
  }

  func openPlant() { navigator.push(.plant(self)) }
  func openAlmanac() { navigator.sheet(.almanac) }
  func backToBeds() { shortcuts.top() }
}

enum SomeOtherRoute: NavigationRoute {
  case none
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("None") }
}

struct BedsView: View {
  let garden: GardenCoordinator
  var body: some View {
    Button("Plant") { garden.openPlant() }
  }
}

struct PlantView: View {
  let garden: GardenCoordinator
  var body: some View {
    Button("Almanac") { garden.openAlmanac() }
    Button("Beds") { garden.backToBeds() }
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let garden = GardenCoordinator()
    window?.rootViewController = garden.root
    garden.start(animated: false)
  }
}

/// A helper generic over the route enum that nothing builds: its call binds to no coordinator.
final class Pager<Route: NavigationRoute> {
  private unowned let coordinator: NavigationCoordinator<Route>

  init(coordinator: NavigationCoordinator<Route>) {
    self.coordinator = coordinator
  }

  func back() {
    coordinator.router.pop()
  }
}
