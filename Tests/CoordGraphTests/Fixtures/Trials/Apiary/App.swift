import Jumper
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let coordinator = ApiaryCoordinator()
    AppRouter.shared.app = coordinator
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = coordinator.view()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

/// Lets any screen send the user back to the sign-in.
final class AppRouter {
  static let shared = AppRouter()
  weak var app: ApiaryCoordinator?

  func signOut() {
    app?.root(\.signIn)
  }
}

final class ApiaryCoordinator: RootCoordinable {
  var navigation: RootNavigation<ApiaryCoordinator> = .init(initial: \.signIn)

  @Route var signIn = signInCoordinator
  @Route var main = mainCoordinator

  func signInCoordinator() -> SignInCoordinator {
    SignInCoordinator(onSignedIn: { [weak self] in self?.root(\.main) })
  }

  func mainCoordinator() -> ApiaryTabs { ApiaryTabs() }
}

final class SignInCoordinator: NavigationCoordinable {
  var navigation: Navigation<SignInCoordinator> = .init(initial: \.email)

  private let onSignedIn: () -> Void

  @Route var email = emailScreen
  @Route var code = codeScreen

  init(onSignedIn: @escaping () -> Void) {
    self.onSignedIn = onSignedIn
  }

  func emailScreen() -> ScreenView {
    let controller = EmailViewController()
    controller.onSubmit = { [weak self] address in self?.push(\.code, input: address) }
    return controller
  }

  func codeScreen(address: String) -> ScreenView {
    let controller = CodeViewController(address: address)
    controller.onVerified = onSignedIn
    return controller
  }
}

final class EmailViewController: UIViewController {
  var onSubmit: ((String) -> Void)?
  private let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    let next = UIButton(type: .system)
    next.addTarget(self, action: #selector(submit), for: .touchUpInside)
    view.addSubview(next)
  }

  @objc private func submit() { onSubmit?(field.text ?? "") }
}

final class CodeViewController: UIViewController {
  let address: String
  var onVerified: (() -> Void)?

  init(address: String) {
    self.address = address
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let verify = UIButton(type: .system)
    verify.addTarget(self, action: #selector(codeAccepted), for: .touchUpInside)
    view.addSubview(verify)
  }

  @objc private func codeAccepted() { onVerified?() }
}

final class ApiaryTabs: TabCoordinable {
  var navigation: TabNavigation<ApiaryTabs> = .init {
    \ApiaryTabs.hives
    \ApiaryTabs.profile
  }

  @Route(tabItem: hivesItem) var hives = hivesCoordinator
  @Route(tabItem: profileItem) var profile = profileCoordinator

  func hivesCoordinator() -> HivesCoordinator { HivesCoordinator() }
  func profileCoordinator() -> ProfileCoordinator { ProfileCoordinator() }

  func hivesItem() -> UITabBarItem { UITabBarItem(title: "Hives", image: nil, tag: 0) }
  func profileItem() -> UITabBarItem { UITabBarItem(title: "Me", image: nil, tag: 1) }
}
