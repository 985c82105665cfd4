import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    let main = DockCoordinator()
    BaseCoordinator.mainCoordinator = main
    window?.rootViewController = main.root
    window?.makeKeyAndVisible()
    main.start(animated: true)
  }
}
