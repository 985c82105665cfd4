import UIKCoordinator
import UIKit

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  let main = DeskCoordinator()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    window?.rootViewController = main.root
    main.start(animated: false)
  }
}

enum DeskRoute: NavigationRoute {
  case inbox(DeskCoordinator)
  case letter(DeskCoordinator)
  case archive(DeskCoordinator)
  case settings(DeskCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .inbox(let c): return ActionViewController(title: "Open") { c.openLetter() }
    case .letter(let c): return ActionViewController(title: "Archive") { c.archive() }
    case .archive(let c): return ActionViewController(title: "Done") { c.done() }
    case .settings(let c): return ActionViewController(title: "Settings") { c.settings() }
    }
  }
}

final class DeskCoordinator: NavigationCoordinator<DeskRoute> {
  init() { super.init(parent: nil) }
  override func start(animated: Bool = true) { router.startFlow(route: .inbox(self), animated: animated) }
  func openLetter() { router.navigate(to: .letter(self)) }
  func archive() { router.navigate(to: .archive(self)) }
  func done() { router.popToRoot(animated: true) }
  func settings() { router.navigate(to: SettingsCoordinator(presentationStyle: .pageSheet)) }
}

enum SettingsRoute: NavigationRoute {
  case main(SettingsCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .main(let c): return ActionViewController(title: "Close") { c.finishFlow(animated: true) }
    }
  }
}

final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .main(self), animated: animated) }
}

final class ActionViewController: UIViewController {
  private let action: () -> Void
  init(title: String, action: @escaping () -> Void) {
    self.action = action
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { nil }
  @objc func tapped() { action() }
}
