import SwiftUI
import UIKCoordinator

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  private var main: PierCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    let coordinator = PierCoordinator()
    main = coordinator
    coordinator.start(animated: false)
    if let activity = connectionOptions.userActivities.first {
      handle(activity)
    }
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    handle(userActivity)
  }

  private func handle(_ activity: NSUserActivity) {
    guard let url = activity.webpageURL,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let main
    else { return }
    switch components.path {
    case "/tickets":
      main.showTickets()
    case "/help":
      main.showHelp()
    case "/promo":
      Promotions.open(url)
    default:
      break
    }
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    let activity = NSUserActivity(activityType: shortcutItem.type)
    activity.webpageURL = URL(string: "https://pier.example/tickets")
    handle(activity)
    completionHandler(true)
  }
}

enum PierRoute: NavigationRoute {
  case home
  case tickets
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .home, .tickets: return .push
    case .help: return .modal
    }
  }

  func view() -> any View {
    switch self {
    case .home: return PierHomeView()
    case .tickets: return TicketsView()
    case .help: return PierHelpView()
    }
  }
}

final class PierCoordinator: NavigationCoordinator<PierRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .home, animated: animated)
  }

  func showTickets() { router.navigate(to: .tickets) }
  func showHelp() { router.navigate(to: .help) }
}

struct PierHomeView: View {
  var body: some View { Text("Home") }
}

struct TicketsView: View {
  var body: some View { Text("Tickets") }
}

struct PierHelpView: View {
  var body: some View { Text("Help") }
}
