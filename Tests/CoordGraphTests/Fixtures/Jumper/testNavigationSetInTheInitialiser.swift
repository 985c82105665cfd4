import Jumper
import UIKit

final class SessionStore {
  var token: String?
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator>
  private let store: SessionStore

  @Route var signIn = makeSignIn
  @Route var home = makeHome

  init(store: SessionStore) {
    self.store = store
    navigation = .init(initial: store.token == nil ? \.signIn : \.home)
  }

  func makeSignIn() -> SignInCoordinator {
    SignInCoordinator { [weak self] in self?.root(\.home) }
  }

  func makeHome() -> HomeCoordinator { HomeCoordinator() }
}

final class SignInCoordinator: NavigationCoordinable {
  var navigation: Navigation<SignInCoordinator>
  private let onSignedIn: () -> Void

  @Route var help = makeHelp
  @Route var email = makeEmail

  init(onSignedIn: @escaping () -> Void) {
    self.onSignedIn = onSignedIn
    self.navigation = .init(initial: \.email)
  }

  func makeEmail() -> ScreenView {
    let screen = EmailViewController()
    screen.onDone = { [unowned self] in self.onSignedIn() }
    screen.onHelp = { [unowned self] in self.push(\.help) }
    return screen
  }

  func makeHelp() -> ScreenView { UIViewController() }
}

final class EmailViewController: UIViewController {
  var onDone: (() -> Void)?
  var onHelp: (() -> Void)?
  @objc private func done() { onDone?() }
  @objc private func help() { onHelp?() }
}

final class HomeCoordinator: NavigationCoordinable {
  var navigation: Navigation<HomeCoordinator> = .init(initial: \.feed)
  @Route var feed = makeFeed
  func makeFeed() -> ScreenView { UIViewController() }
}
