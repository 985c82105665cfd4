import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let tabs = GazetteTabs()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = tabs.view()
    window?.makeKeyAndVisible()
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url, url.scheme == "gazette" else { return }
    if url.host == "article", let id = Int(url.lastPathComponent) {
      tabs.focus(\.headlines).push(\.article, input: id)
    } else if url.host == "account" {
      tabs.focus(\.account)
    }
  }
}

final class GazetteTabs: TabCoordinable {
  var navigation: TabNavigation<GazetteTabs> = .init {
    \GazetteTabs.headlines
    \GazetteTabs.saved
    \GazetteTabs.account
  }

  @Route(tabItem: headlinesItem) var headlines = headlinesCoordinator
  @Route(tabItem: savedItem) var saved = savedCoordinator
  @Route(tabItem: accountItem) var account = accountCoordinator

  func headlinesCoordinator() -> HeadlinesCoordinator { HeadlinesCoordinator() }
  func savedCoordinator() -> SavedCoordinator { SavedCoordinator() }
  func accountCoordinator() -> AccountCoordinator { AccountCoordinator() }

  func headlinesItem() -> UITabBarItem { UITabBarItem(tabBarSystemItem: .mostRecent, tag: 0) }
  func savedItem() -> UITabBarItem { UITabBarItem(tabBarSystemItem: .bookmarks, tag: 1) }
  func accountItem() -> UITabBarItem { UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 2) }
}
