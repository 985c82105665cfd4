import UIKit
import UIKCoordinator

@main
final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let config = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    config.delegateClass = SceneDelegate.self
    return config
  }
}

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var mainCoordinator: PierCoordinator?
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    mainCoordinator = PierCoordinator()
    window?.rootViewController = mainCoordinator?.root
    window?.makeKeyAndVisible()
    BaseCoordinator.mainCoordinator = mainCoordinator
    mainCoordinator?.start(animated: false)
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    mainCoordinator?.router.dismiss(animated: false)
    mainCoordinator?.handle(url)
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    guard let url = userActivity.webpageURL else { return }
    mainCoordinator?.router.dismiss(animated: true)
    mainCoordinator?.openActivity(url)
  }
}

enum PierRoute: NavigationRoute {
  case board, ferry, schedule

  var transition: NavigationTransitionStyle {
    switch self {
    case .board, .ferry: .push
    case .schedule: .modal
    }
  }

  func view() -> any View {
    switch self {
    case .board: BoardViewController()
    case .ferry: FerryViewController()
    case .schedule: ScheduleViewController()
    }
  }
}

final class PierCoordinator: NavigationCoordinator<PierRoute> {
  init() {
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .board, animated: animated)
  }

  func handle(_ url: URL) {
    router.popToRoot(animated: false)
    switch url.host {
    case "ferry": router.navigate(to: .ferry)
    case "schedule": router.navigate(to: .schedule)
    case "tickets": router.navigate(to: TicketsCoordinator(parent: self, presentationStyle: .sheet))
    default: break
    }
  }

  func openActivity(_ url: URL) {
    router.popToRoot(animated: false)
    handle(url)
  }

  func showFerry() { router.navigate(to: .ferry) }
  func showSchedule() { router.navigate(to: .schedule) }
  func closeSchedule() { router.dismiss(animated: true) }
}

enum TicketsRoute: NavigationRoute {
  case wallet
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { WalletViewController() }
}

final class TicketsCoordinator: NavigationCoordinator<TicketsRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .wallet, animated: animated)
  }
  func close() { finishFlow(animated: true) }
}

final class BoardViewController: UIViewController {
  weak var coordinator: PierCoordinator?
  @objc func ferryTapped() { coordinator?.showFerry() }
  @objc func scheduleTapped() { coordinator?.showSchedule() }
  @objc func bannerTapped() { coordinator?.handle(URL(string: "pier://tickets")!) }
}
final class FerryViewController: UIViewController {}
final class ScheduleViewController: UIViewController {
  weak var coordinator: PierCoordinator?
  @objc func closeTapped() { coordinator?.closeSchedule() }
}
final class WalletViewController: UIViewController {
  weak var coordinator: TicketsCoordinator?
  @objc func closeTapped() { coordinator?.close() }
}
