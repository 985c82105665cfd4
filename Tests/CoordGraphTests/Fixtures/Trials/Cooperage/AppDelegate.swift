import UIKCoordinator
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?
  private var main: MainCoordinator?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    let main = MainCoordinator()
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = main.root
    window?.makeKeyAndVisible()
    main.start(animated: false)
    self.main = main
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let cask = response.notification.request.content.userInfo["cask"] as? String ?? ""
    switch response.notification.request.content.categoryIdentifier {
    case "cask.ready":
      let inspection = InspectionCoordinator(cask: cask)
      inspection.forcePresentation(presentationStyle: .fullScreen, mainCoordinator: main)
    case "cask.leaking":
      main?.showWorkshop()
    default:
      break
    }
    completionHandler()
  }
}

enum MainRoute: NavigationRoute {
  case yard(MainCoordinator)
  case workshop(MainCoordinator)
  case settings(MainCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .settings: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .yard(let coordinator): return YardViewController(coordinator: coordinator)
    case .workshop(let coordinator): return WorkshopViewController(coordinator: coordinator)
    case .settings(let coordinator): return SettingsViewController(coordinator: coordinator)
    }
  }
}

final class MainCoordinator: NavigationCoordinator<MainRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .yard(self), animated: animated)
  }

  func showWorkshop() { router.navigate(to: .workshop(self)) }
  func showSettings() { router.navigate(to: .settings(self)) }
  func inspect(_ cask: String) { router.navigate(to: InspectionCoordinator(cask: cask)) }

  func resetYard() {
    restartApp()
  }
}

final class YardViewController: UIViewController {
  private weak var coordinator: MainCoordinator?

  init(coordinator: MainCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func workshopTapped() { coordinator?.showWorkshop() }
  @objc private func settingsTapped() { coordinator?.showSettings() }
  @objc private func inspectTapped() { coordinator?.inspect("oak-12") }
}

final class WorkshopViewController: UIViewController {
  private weak var coordinator: MainCoordinator?

  init(coordinator: MainCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

final class SettingsViewController: UIViewController {
  private weak var coordinator: MainCoordinator?

  init(coordinator: MainCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func resetTapped() { coordinator?.resetYard() }
  @objc private func doneTapped() { dismiss(animated: true) }
}
