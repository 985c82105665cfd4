import SUICoordinator
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIHostingController(rootView: ContentView())
    window.makeKeyAndVisible()
    self.window = window
  }
}

struct ContentView: View {
  @StateObject private var coordinator = MarketCoordinator()
  var body: some View { coordinator.getView() }
}

enum MarketRoute: RouteType {
  case stalls
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("") }
}

final class MarketCoordinator: Coordinator<MarketRoute> {
  override func start() async { await startFlow(route: .stalls) }
}
