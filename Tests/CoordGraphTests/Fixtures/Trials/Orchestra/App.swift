import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = AppCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = app.view()
    window?.makeKeyAndVisible()
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    app.onOpenURL(URLContexts.first?.url)
  }
}

extension Notification.Name {
  static let didSignOut = Notification.Name("didSignOut")
}

final class AuthStore {
  static let shared = AuthStore()
  var isSignedIn = false
}

enum ConcertLink {
  case concert(Int)
  case ticket(String)
  case tickets

  init?(url: URL) {
    let parts = url.pathComponents.filter { $0 != "/" }
    switch (parts.first, parts.dropFirst().first) {
    case ("concert", let id?): guard let number = Int(id) else { return nil }; self = .concert(number)
    case ("ticket", let code?): self = .ticket(code)
    case ("tickets", nil): self = .tickets
    default: return nil
    }
  }
}

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.launch)

  @Route var launch = launchScreen
  @Route var signIn = signInCoordinator
  @Route var main = mainCoordinator

  init() {
    NotificationCenter.default.addObserver(self, selector: #selector(signedOut), name: .didSignOut, object: nil)
  }

  func launchScreen() -> ScreenView {
    LaunchViewController { [weak self] in
      guard let self else { return }
      self.root(AuthStore.shared.isSignedIn ? \.main : \.signIn)
    }
  }

  func signInCoordinator() -> SignInCoordinator {
    SignInCoordinator(onSignedIn: { [weak self] in self?.root(\.main) })
  }

  func mainCoordinator() -> MainTabs { MainTabs() }

  @objc private func signedOut() {
    root(\.signIn)
  }

  func onOpenURL(_ url: URL?) {
    guard let url, let link = ConcertLink(url: url), let tabs = hasRoot(\.main) else { return }
    switch link {
    case .concert(let id):
      tabs.focus(\.concerts).push(\.concert, input: id)
    case .ticket(let code):
      tabs.focus(\.tickets).present(\.ticket, input: code)
    case .tickets:
      tabs.focus(\.tickets)
    }
  }
}

final class LaunchViewController: UIViewController {
  private let onFinished: () -> Void
  init(onFinished: @escaping () -> Void) {
    self.onFinished = onFinished
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onFinished()
  }
}

final class SignInCoordinator: NavigationCoordinable {
  var navigation: Navigation<SignInCoordinator> = .init(initial: \.credentials)

  @Route var credentials = credentialsScreen
  @Route var code = codeScreen

  private let onSignedIn: () -> Void

  init(onSignedIn: @escaping () -> Void) { self.onSignedIn = onSignedIn }

  func credentialsScreen() -> ScreenView {
    let controller = CredentialsViewController()
    controller.coordinator = self
    return controller
  }

  func codeScreen(phone: String) -> ScreenView {
    let controller = CodeViewController(phone: phone)
    controller.onVerified = { [weak self] in
      AuthStore.shared.isSignedIn = true
      self?.onSignedIn()
    }
    return controller
  }

  func configure(controller: UINavigationController) {
    controller.navigationBar.prefersLargeTitles = true
  }
}

final class CredentialsViewController: UIViewController {
  weak var coordinator: SignInCoordinator?

  @objc private func nextTapped() {
    coordinator?.push(\.code, input: "+44 7700 900000")
  }
}

final class CodeViewController: UIViewController {
  var onVerified: (() -> Void)?
  init(phone: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("not used") }

  @objc private func verifyTapped() { onVerified?() }
}
