import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var mainCoordinator: GarageTabs?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let coordinator = GarageTabs()
    window.rootViewController = coordinator.root
    window.makeKeyAndVisible()
    self.window = window
    mainCoordinator = coordinator
    coordinator.start(animated: false)
  }
}

enum GaragePage: TabbarPage {
  case cars, service

  var title: String { self == .cars ? "Cars" : "Service" }
  var position: Int { self == .cars ? 0 : 1 }

  func coordinator() -> Coordinator {
    switch self {
    case .cars: return CarsCoordinator()
    case .service: return ServiceCoordinator()
    }
  }
}

final class GarageTabs: TabbarCoordinator<GaragePage> {
  init() { super.init(pages: [.cars, .service], currentPage: .cars) }
}
