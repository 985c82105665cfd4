import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private lazy var app = AppCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = app.view()
    window.makeKeyAndVisible()
    self.window = window
    if let url = options.urlContexts.first?.url {
      app.open(url)
    }
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    app.open(url)
  }
}

extension Notification.Name {
  static let sessionExpired = Notification.Name("sessionExpired")
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.signIn)

  @Route var signIn = signInScreen
  @Route var main = mainCoordinator

  private var expiry: NSObjectProtocol?

  init() {
    expiry = NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) {
      [weak self] _ in
      self?.sessionExpired()
    }
  }

  func signInScreen() -> ScreenView {
    let screen = SignInViewController()
    screen.onSignedIn = { [unowned self] in
      root(\.main)
    }
    return screen
  }

  func mainCoordinator() -> LedgerTabs { LedgerTabs() }

  private func sessionExpired() {
    guard !isRoot(\.signIn) else { return }
    root(\.signIn)
  }

  func open(_ url: URL) {
    let parts = url.pathComponents.dropFirst()
    switch url.host {
    case "account":
      guard let id = parts.first.flatMap(Int.init) else { return }
      hasRoot(\.main)?.focus(\.accounts).push(\.account, input: id)
    case "budget":
      hasRoot(\.main)?.focus(\.budget)
    default:
      return
    }
  }
}

final class SignInViewController: UIViewController {
  var onSignedIn: (() -> Void)?
  @objc private func signInTapped() { onSignedIn?() }
}

final class LedgerTabs: TabCoordinable {
  var navigation: TabNavigation<LedgerTabs> = .init {
    \LedgerTabs.accounts
    \LedgerTabs.budget
  }

  @Route(tabItem: accountsItem) var accounts = accountsCoordinator
  @Route(tabItem: budgetItem) var budget = budgetCoordinator

  func accountsCoordinator() -> AccountsCoordinator { AccountsCoordinator() }
  func budgetCoordinator() -> BudgetCoordinator { BudgetCoordinator() }

  func accountsItem() -> UITabBarItem { UITabBarItem(title: "Accounts", image: nil, tag: 0) }
  func budgetItem() -> UITabBarItem { UITabBarItem(title: "Budget", image: nil, tag: 1) }
}
