import Jumper
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let planetarium = PlanetariumCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = planetarium.view()
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class PlanetariumCoordinator: RootCoordinable {
  var navigation: RootNavigation<PlanetariumCoordinator> = .init(initial: \.welcome)

  @Route var welcome = welcomeScreen
  @Route var main = mainCoordinator

  func welcomeScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: WelcomeView(onContinue: { [weak self] in self?.root(\.main) }))
  }

  func mainCoordinator() -> DomeTabs { DomeTabs() }
}

struct WelcomeView: View {
  let onContinue: () -> Void

  var body: some View {
    VStack {
      Text("Tonight under the dome")
      Button("Explore", action: onContinue)
    }
  }
}

final class DomeTabs: TabCoordinable {
  var navigation: TabNavigation<DomeTabs> = .init {
    \DomeTabs.shows
    \DomeTabs.sky
  }

  @Route(tabItem: showsItem) var shows = showsCoordinator
  @Route(tabItem: skyItem) var sky = skyCoordinator

  func showsCoordinator() -> ShowsCoordinator { ShowsCoordinator() }
  func skyCoordinator() -> SkyCoordinator { SkyCoordinator() }

  func showsItem() -> UITabBarItem { UITabBarItem(title: "Shows", image: UIImage(systemName: "film"), tag: 0) }
  func skyItem() -> UITabBarItem { UITabBarItem(title: "Sky", image: UIImage(systemName: "moon.stars"), tag: 1) }
}
