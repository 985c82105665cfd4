import Jumper
import UIKit

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.welcome)

  @Route var welcome = welcomeScreen
  @Route var home = homeFlow

  func welcomeScreen() -> ScreenView {
    let controller = WelcomeViewController()
    controller.onEnter = { [weak self] in self?.root(\.home) }
    return controller
  }

  func homeFlow() -> HomeTabs { HomeTabs(onSignOut: { [weak self] in self?.root(\.welcome) }) }
}

final class WelcomeViewController: UIViewController {
  var onEnter: (() -> Void)?
  @objc func enterTapped() { onEnter?() }
}

final class HomeTabs: TabCoordinable {
  var navigation: TabNavigation<HomeTabs> = .init {
    \HomeTabs.feed
    \HomeTabs.account
  }

  private let onSignOut: () -> Void
  init(onSignOut: @escaping () -> Void) { self.onSignOut = onSignOut }

  @Route(tabItem: feedTab) var feed = feedFlow
  @Route(tabItem: accountTab) var account = accountFlow

  func feedFlow() -> PlainCoordinator { PlainCoordinator() }
  func accountFlow() -> AccountCoordinator { AccountCoordinator(signOut: onSignOut) }
  func feedTab() -> UITabBarItem { UITabBarItem() }
  func accountTab() -> UITabBarItem { UITabBarItem() }
}

final class PlainCoordinator: NavigationCoordinable {
  var navigation: Navigation<PlainCoordinator> = .init(initial: \.plain)
  @Route var plain = plainScreen
  func plainScreen() -> ScreenView { UIViewController() }
}

final class AccountCoordinator: NavigationCoordinable {
  var navigation: Navigation<AccountCoordinator> = .init(initial: \.account)
  private let signOut: () -> Void
  init(signOut: @escaping () -> Void) { self.signOut = signOut }

  @Route var account = accountScreen

  func accountScreen() -> ScreenView {
    let controller = AccountViewController()
    controller.onSignOut = signOut
    return controller
  }
}

final class AccountViewController: UIViewController {
  var onSignOut: (() -> Void)?
  @objc func signOutTapped() { onSignOut?() }
}
