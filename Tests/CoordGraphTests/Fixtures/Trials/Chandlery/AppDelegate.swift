import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var coordinator: ShopCoordinator?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let coordinator = ShopCoordinator(catalog: Catalog())
    window.rootViewController = coordinator.root
    window.makeKeyAndVisible()
    coordinator.start(animated: false)
    self.window = window
    self.coordinator = coordinator
    return true
  }
}

struct Catalog {
  func candles() -> [String] { ["Beeswax", "Tallow", "Soy"] }
}
