import SUICoordinator
import SwiftUI
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  let coordinator = GreenhouseCoordinator()

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let payload = response.notification.request.content.userInfo
    Task {
      await coordinator.open(screen: payload["screen"] as? String)
      completionHandler()
    }
  }
}

enum GreenhouseRoute: RouteType {
  case beds
  case watering
  case frost
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .frost: .fullScreenCover
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .beds: BedsView()
    case .watering: Text("Watering")
    case .frost: Text("Frost")
    case .help: Text("Help")
    }
  }
}

final class GreenhouseCoordinator: Coordinator<GreenhouseRoute> {
  override func start() async { await startFlow(route: .beds) }

  func open(screen: String?) async {
    switch screen {
    case "watering": await navigate(toRoute: .watering)
    case "frost": await navigate(toRoute: .frost)
    default: break
    }
  }

  func showHelp() async { await navigate(toRoute: .help) }
}

struct BedsView: View {
  @EnvironmentObject var coordinator: GreenhouseCoordinator
  var body: some View { Button("Help") { Task { await coordinator.showHelp() } } }
}
