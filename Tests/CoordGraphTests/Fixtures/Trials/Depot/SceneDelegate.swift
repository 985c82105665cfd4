import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var sessionObserver: NSObjectProtocol?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let app = AppCoordinator(auth: AuthService())
    BaseCoordinator.mainCoordinator = app
    window.rootViewController = app.root
    window.makeKeyAndVisible()
    self.window = window
    app.start(animated: false)
    sessionObserver = NotificationCenter.default.addObserver(
      forName: .sessionExpired, object: nil, queue: .main
    ) { _ in
      app.restartApp()
    }
  }
}

extension Notification.Name {
  static let sessionExpired = Notification.Name("sessionExpired")
}

final class AuthService {
  enum AuthError: Error { case offline, rejected }
  func restore(completion: @escaping (Result<String, AuthError>) -> Void) { completion(.failure(.offline)) }
  func signIn(name: String, completion: @escaping (Result<String, AuthError>) -> Void) { completion(.success(name)) }
}

enum AppRoute: NavigationRoute {
  case splash
  case signIn(SignInViewModel)
  case offline

  var transition: NavigationTransitionStyle {
    switch self {
    case .splash, .signIn: return .push
    case .offline: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .splash: return UIViewController()
    case .signIn(let model): return SignInViewController(model: model)
    case .offline: return OfflineViewController()
    }
  }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  private let auth: AuthService

  init(auth: AuthService) {
    self.auth = auth
    super.init()
  }

  override func start(animated: Bool) {
    router.startFlow(route: .splash, animated: animated)
    auth.restore { [weak self] result in
      guard let self else { return }
      switch result {
      case .success:
        self.showDepot()
      case .failure(.offline):
        self.router.navigate(to: .offline)
      case .failure:
        self.showSignIn()
      }
    }
  }

  private func showSignIn() {
    let model = SignInViewModel(auth: auth)
    model.onSignedIn = { [weak self] in self?.showDepot() }
    router.navigate(to: .signIn(model))
  }

  private func showDepot() {
    router.navigate(to: DepotTabs(presentationStyle: .fullScreen))
  }
}

final class SignInViewModel {
  private let auth: AuthService
  var onSignedIn: (() -> Void)?
  var onError: ((String) -> Void)?

  init(auth: AuthService) { self.auth = auth }

  func submit(name: String) {
    auth.signIn(name: name) { [weak self] result in
      switch result {
      case .success: self?.onSignedIn?()
      case .failure(let error): self?.onError?("\(error)")
      }
    }
  }
}

final class SignInViewController: UIViewController {
  private let model: SignInViewModel
  init(model: SignInViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc private func signInTapped() { model.submit(name: "ana") }
}

final class OfflineViewController: UIViewController {
  var onRetry: (() -> Void)?
}
