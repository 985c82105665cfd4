import Jumper
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let zoo = ZooCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = zoo.view()
    window.makeKeyAndVisible()
    self.window = window
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    zoo.open(url)
  }
}

final class ZooCoordinator: RootCoordinable {
  var navigation: RootNavigation<ZooCoordinator> = .init(initial: \.gate)

  @Route var gate = gateScreen
  @Route var park = parkCoordinator

  func gateScreen() -> ScreenView {
    GateHostingController(rootView: GateView(onEnter: { [weak self] in self?.root(\.park) }))
  }

  func parkCoordinator() -> ParkTabs { ParkTabs() }

  func open(_ url: URL) {
    guard url.host == "animal", let name = url.pathComponents.last else { return }
    if let park = hasRoot(\.park) {
      park.focus(\.animals).push(\.animal, input: name)
    }
  }
}

final class GateHostingController: UIHostingController<GateView> {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

struct GateView: View {
  let onEnter: () -> Void

  var body: some View {
    Button("Enter the park", action: onEnter)
  }
}

final class ParkTabs: TabCoordinable {
  var navigation: TabNavigation<ParkTabs> = .init {
    \ParkTabs.animals
    \ParkTabs.visit
  }

  @Route(tabItem: animalsItem) var animals = animalsCoordinator
  @Route(tabItem: visitItem) var visit = visitCoordinator

  func animalsCoordinator() -> AnimalsCoordinator { AnimalsCoordinator() }
  func visitCoordinator() -> VisitCoordinator { VisitCoordinator() }

  func animalsItem() -> UITabBarItem { UITabBarItem(title: "Animals", image: nil, tag: 0) }
  func visitItem() -> UITabBarItem { UITabBarItem(title: "Visit", image: nil, tag: 1) }
}
