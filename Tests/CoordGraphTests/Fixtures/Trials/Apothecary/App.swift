import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = ApothecaryCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = app.view()
    window.makeKeyAndVisible()
    self.window = window
  }
}

protocol SessionListener: AnyObject {
  func didSignIn()
  func didSignOut()
}

final class ApothecaryCoordinator: RootCoordinable, SessionListener {
  var navigation: RootNavigation<ApothecaryCoordinator> = .init(initial: \.signIn)

  @Route var signIn = signInFlow
  @Route var shop = shopFlow

  func signInFlow() -> SignInCoordinator { SignInCoordinator(listener: self) }
  func shopFlow() -> ShopTabs { ShopTabs(listener: self) }

  func didSignIn() { root(\.shop) }
  func didSignOut() { root(\.signIn) }
}

final class SignInCoordinator: NavigationCoordinable {
  var navigation: Navigation<SignInCoordinator> = .init(initial: \.phone)
  private weak var listener: SessionListener?

  @Route var phone = phoneScreen
  @Route var code = codeScreen

  init(listener: SessionListener) {
    self.listener = listener
  }

  func phoneScreen() -> ScreenView {
    let controller = PhoneViewController()
    controller.onNext = { [weak self] in self?.push(\.code) }
    return controller
  }

  func codeScreen() -> ScreenView {
    let controller = CodeViewController()
    controller.onVerified = { [weak self] in self?.listener?.didSignIn() }
    return controller
  }
}

final class PhoneViewController: UIViewController {
  var onNext: (() -> Void)?
  @objc private func nextTapped() { onNext?() }
}

final class CodeViewController: UIViewController {
  var onVerified: (() -> Void)?
  @objc private func verifyTapped() { onVerified?() }
}

final class ShopTabs: TabCoordinable {
  var navigation: TabNavigation<ShopTabs> = .init {
    \ShopTabs.remedies
    \ShopTabs.account
  }

  @Route(tabItem: remediesItem) var remedies = remediesFlow
  @Route(tabItem: accountItem) var account = accountFlow
  @Route var prescription = prescriptionFlow

  private weak var listener: SessionListener?

  init(listener: SessionListener) {
    self.listener = listener
  }

  func remediesFlow() -> RemediesCoordinator { RemediesCoordinator(tabs: self) }
  func accountFlow() -> AccountCoordinator { AccountCoordinator(onSignOut: { [weak self] in self?.signOut() }) }
  func prescriptionFlow() -> PrescriptionCoordinator { PrescriptionCoordinator() }

  func remediesItem() -> UITabBarItem { UITabBarItem(title: "Remedies", image: nil, tag: 0) }
  func accountItem() -> UITabBarItem { UITabBarItem(title: "Account", image: nil, tag: 1) }

  func uploadPrescription() { present(\.prescription) }
  private func signOut() { listener?.didSignOut() }
}
