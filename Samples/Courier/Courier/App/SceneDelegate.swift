import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var appCoordinator: AppCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let coordinator = AppCoordinator()
    appCoordinator = coordinator
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = coordinator.root
    window?.makeKeyAndVisible()
    BaseCoordinator.mainCoordinator = coordinator
    coordinator.start(animated: false)
  }

  // courier://parcels shows the parcels tab.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    switch url.host {
    case "parcels":
      appCoordinator?.openParcels()  // planted: deep-link-unresolved
    default:
      break
    }
  }
}
