import UIKit
import UIKCoordinator

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var main: MainCoordinator?
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let main = MainCoordinator()
    self.main = main
    window = UIWindow()
    window?.rootViewController = main.root
    window?.makeKeyAndVisible()
    main.start(animated: false)
    return true
  }
}

enum MainRoute: NavigationRoute {
  case home(MainCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .home(let c): return HomeViewController(coordinator: c)
    }
  }
}

final class MainCoordinator: NavigationCoordinator<MainRoute> {
  init() { super.init(parent: nil) }
  override func start(animated: Bool = true) { router.startFlow(route: .home(self), animated: animated) }
  func showProfile() {
    let profile = ProfileCoordinator(parent: self)
    router.navigate(to: profile)
  }
  func track() { print("home left") }
}

final class HomeViewController: UIViewController {
  private weak var coordinator: MainCoordinator?
  init(coordinator: MainCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func profileTapped() { coordinator?.showProfile() }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    coordinator?.track()
  }
}

enum ProfileRoute: NavigationRoute {
  case profile(ProfileCoordinator)
  case edit
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .profile(let c): return ProfileViewController(coordinator: c)
    case .edit: return UIViewController()
    }
  }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .profile(self), animated: animated) }
  func edit() { router.navigate(to: .edit) }
  func didLeave() { finishFlow(animated: false) }
  func close() { finishFlow(animated: true) }
}

final class ProfileViewController: UIViewController {
  private weak var coordinator: ProfileCoordinator?
  init(coordinator: ProfileCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func editTapped() { coordinator?.edit() }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    coordinator?.close()
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { coordinator?.didLeave() }
  }
}
