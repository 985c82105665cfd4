import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var root: PharmacyCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    let root = PharmacyCoordinator(session: Session.current)
    root.start(animated: false)
    window.rootViewController = root.root
    window.makeKeyAndVisible()
    self.window = window
    self.root = root
  }
}

/// The signed-in user, observed with key-value observing.
final class Session: NSObject {
  static let current = Session()
  @objc dynamic var isSignedIn = false
}

enum PharmacyRoute: NavigationRoute {
  case shelf(PharmacyCoordinator)
  case medicine(name: String, owner: PharmacyCoordinator)
  case pharmacies(PharmacyCoordinator)
  case signIn(PharmacyCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .shelf, .medicine, .pharmacies: return .push
    case .signIn: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .shelf(let owner): return ShelfViewController(coordinator: owner)
    case .medicine(let name, let owner): return MedicineViewController(name: name, coordinator: owner)
    case .pharmacies(let owner): return PharmaciesViewController(coordinator: owner)
    case .signIn(let owner): return SignInViewController(onSignedIn: owner.signedIn)
    }
  }
}

final class PharmacyCoordinator: NavigationCoordinator<PharmacyRoute> {
  private var observation: NSKeyValueObservation?
  private let session: Session

  init(session: Session) {
    self.session = session
    super.init(parent: nil)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .shelf(self), animated: animated)
    observation = session.observe(\.isSignedIn, options: [.new]) { [weak self] session, _ in
      guard !session.isSignedIn else { return }
      self?.showSignIn()
    }
  }

  func showMedicine(_ name: String) { router.navigate(to: .medicine(name: name, owner: self)) }
  func showPharmacies() { router.navigate(to: .pharmacies(self)) }
  func showShelf() { router.popToRoot(animated: true) }
  func showSignIn() { router.navigate(to: .signIn(self)) }
  func signedIn() { router.dismiss(animated: true) }

  func order(_ name: String) {
    let checkout = CheckoutCoordinator(medicine: name, parent: self)
    router.navigate(to: checkout)
  }
}

final class SignInViewController: UIViewController {
  private let onSignedIn: () -> Void
  init(onSignedIn: @escaping () -> Void) {
    self.onSignedIn = onSignedIn
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func signInTapped() {
    Session.current.isSignedIn = true
    onSignedIn()
  }
}
