import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let fair = FairCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = fair.view()
    window?.makeKeyAndVisible()
    fair.launch()
  }
}

final class FairCoordinator: RootCoordinable {
  var navigation: RootNavigation<FairCoordinator> = .init(initial: \.splash)

  @Route var splash = splashScreen
  @Route var intro = introCoordinator
  @Route var rides = ridesTabs

  func splashScreen() -> ScreenView { UIViewController() }

  func introCoordinator() -> IntroCoordinator {
    let intro = IntroCoordinator()
    intro.fair = self
    return intro
  }

  func ridesTabs() -> RidesTabs { RidesTabs() }

  func launch() {
    if UserDefaults.standard.bool(forKey: "seenIntro") {
      root(\.rides)
    } else {
      root(\.intro)
    }
  }

  func introDone() {
    UserDefaults.standard.set(true, forKey: "seenIntro")
    root(\.rides)
  }
}

final class IntroCoordinator: NavigationCoordinable {
  var navigation: Navigation<IntroCoordinator> = .init(initial: \.welcome)
  weak var fair: FairCoordinator?

  @Route var welcome = welcomeScreen
  @Route var safety = safetyScreen

  func welcomeScreen() -> ScreenView {
    let controller = IntroPageViewController(title: "Welcome")
    controller.onNext = { [weak self] in self?.push(\.safety) }
    return controller
  }

  func safetyScreen() -> ScreenView {
    let controller = IntroPageViewController(title: "Stay safe")
    controller.onNext = { [weak self] in self?.fair?.introDone() }
    return controller
  }
}

final class IntroPageViewController: UIViewController {
  var onNext: (() -> Void)?

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let next = UIButton(type: .system, primaryAction: UIAction(title: "Next") { [weak self] _ in self?.onNext?() })
    view.addSubview(next)
  }
}
