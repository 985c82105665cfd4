import UIKit
import UIKCoordinator

enum MuseumRoute: NavigationRoute {
  case lobby
  case paintings
  case sculpture
  case fossils
  case shop
  case cafe

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController? {
    switch self {
    case .lobby: return LobbyViewController()
    case .shop: return ShopViewController()
    default: return UIViewController()
    }
  }
}

final class MuseumCoordinator: NavigationCoordinator<MuseumRoute> {
  private let halls: [MuseumRoute] = [.paintings, .sculpture]
  static let extras: [MuseumRoute] = [.shop]
  var later: [MuseumRoute] = [.fossils]

  override func start(animated: Bool = true) {
    router.startFlow(route: .lobby)
  }
  func openHall(at index: Int) { router.navigate(to: halls[index]) }
  func openExtra() { router.navigate(to: Self.extras[0]) }
  func openLater(_ index: Int) { router.navigate(to: later[index]) }
  func tour() {
    for stop in halls {
      router.navigate(to: stop)
    }
  }
  func browse(_ kind: String) {
    let byKind: [String: MuseumRoute] = ["bones": .fossils, "snacks": MuseumRoute.cafe]
    if let route = byKind[kind] { router.navigate(to: route) }
  }
}

final class LobbyViewController: UIViewController {
  weak var coordinator: MuseumCoordinator?
  func tapped(_ index: Int) { coordinator?.openHall(at: index) }
  func extra() { coordinator?.openExtra() }
  func tour() { coordinator?.tour() }
}

final class ShopViewController: UIViewController {
  weak var coordinator: MuseumCoordinator?
  func more() { coordinator?.openLater(0) }
  func browse() { coordinator?.browse("bones") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    let coordinator = MuseumCoordinator(presentationStyle: .fullScreen)
    coordinator.start()
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: LobbyViewController, _ value: MuseumCoordinator) { screen.coordinator = value }
func wire(_ screen: ShopViewController, _ value: MuseumCoordinator) { screen.coordinator = value }
