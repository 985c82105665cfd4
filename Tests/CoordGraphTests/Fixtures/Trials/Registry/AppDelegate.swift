import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private lazy var container = AppContainer()
  private var root: RegistryCoordinator?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let root = container.factory.makeRoot()
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = root.root
    window?.makeKeyAndVisible()
    root.start(animated: false)
    self.root = root
    return true
  }
}

final class AppContainer {
  let session = Session()
  lazy var factory: CoordinatorFactory = DefaultCoordinatorFactory(container: self)
}

final class Session {
  var isSignedIn = false
}

protocol CoordinatorFactory: AnyObject {
  func makeRoot() -> RegistryCoordinator
  func makeSignIn(onDone: @escaping () -> Void) -> SignInCoordinator
  func makeRecord(id: String) -> RecordCoordinator
}

final class DefaultCoordinatorFactory: CoordinatorFactory {
  private unowned let container: AppContainer

  init(container: AppContainer) {
    self.container = container
  }

  func makeRoot() -> RegistryCoordinator {
    RegistryCoordinator(factory: self, session: container.session)
  }

  func makeSignIn(onDone: @escaping () -> Void) -> SignInCoordinator {
    SignInCoordinator(session: container.session, onDone: onDone)
  }

  func makeRecord(id: String) -> RecordCoordinator {
    RecordCoordinator(id: id)
  }
}
