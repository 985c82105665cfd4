import SUICoordinator
import SwiftUI

enum SettingsRoute: NavigationRoute {
  case account
  case alerts
  case privacy
  case legacy

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .account: return AccountView()
    case .alerts: return AlertsView()
    case .privacy: return PrivacyView()
    case .legacy: return Text("Old settings")
    }
  }
}

final class AccountCoordinator: NavigationCoordinator<SettingsRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .account, animated: animated) }
  func privacy() { router.navigate(to: .privacy) }
  func alerts() { router.navigate(to: AlertsCoordinator()) }
}

final class AlertsCoordinator: NavigationCoordinator<SettingsRoute> {
  var quiet = false
  override func start(animated: Bool = true) {
    router.startFlow(route: quiet ? .alerts : .privacy, animated: animated)
  }
  func close() { finishFlow(animated: true) }
}

struct AccountView: View {
  @EnvironmentObject var coordinator: AccountCoordinator
  var body: some View {
    Button("Privacy") { coordinator.privacy() }
    Button("Alerts") { coordinator.alerts() }
  }
}

struct AlertsView: View {
  @EnvironmentObject var coordinator: AlertsCoordinator
  var body: some View { Button("Close") { coordinator.close() } }
}

struct PrivacyView: View {
  var body: some View { Text("Privacy") }
}
