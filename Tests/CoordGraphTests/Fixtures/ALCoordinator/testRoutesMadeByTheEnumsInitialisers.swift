import SUICoordinator
import SwiftUI

enum Destination {
  case profile
  case settings
  case preferences
  case legal
  case help
}

enum DeskRoute: RouteType {
  case home
  case profile
  case settings
  case legal
  case help
  case upgrade
  case free

  init(_ destination: Destination) {
    switch destination {
    case .profile: self = .profile
    case .settings, .preferences: self = .settings
    case .legal: self = .legal
    default: self = .help
    }
  }

  init(isPro: Bool) {
    self = isPro ? .upgrade : .free
  }

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .legal: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .home: DeskView()
    case .settings: SettingsDeskView()
    default: Text("Desk")
    }
  }
}

final class DeskCoordinator: Coordinator<DeskRoute> {
  override func start() async { await startFlow(route: .home) }
  func go(to destination: Destination) async { await navigate(toRoute: DeskRoute(destination)) }
  func open(_ destination: Destination) async { await navigate(toRoute: .init(destination)) }
  func showLegal() async { await navigate(toRoute: DeskRoute.init(.legal)) }
  func plan(pro: Bool) async { await navigate(toRoute: DeskRoute(isPro: pro)) }
}

struct DeskView: View {
  @EnvironmentObject var coordinator: DeskCoordinator
  var body: some View {
    Button("Profile") { Task { await coordinator.go(to: .profile) } }
    Button("Preferences") { Task { await coordinator.go(to: .preferences) } }
    Button("Help") { Task { await coordinator.open(.help) } }
    Button("Plans") { Task { await coordinator.plan(pro: true) } }
  }
}

struct SettingsDeskView: View {
  @EnvironmentObject var coordinator: DeskCoordinator
  var body: some View {
    Button("Legal") { Task { await coordinator.showLegal() } }
  }
}

enum KioskRoute: String, RouteType {
  case kiosk
  case receipt

  init(code: Int) {
    self.init(rawValue: code == 0 ? "kiosk" : "receipt")!
  }

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Kiosk") }
}

final class KioskCoordinator: Coordinator<KioskRoute> {
  override func start() async { await startFlow(route: .kiosk) }
  func scanned(_ code: Int) async { await navigate(toRoute: KioskRoute(code: code)) }
  func typed(_ text: String) async { await navigate(toRoute: KioskRoute(rawValue: text)!) }
}
