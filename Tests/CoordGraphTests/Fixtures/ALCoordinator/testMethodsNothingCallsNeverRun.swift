import SUICoordinator
import SwiftUI
import UserNotifications

enum GardenRoute: RouteType {
  case beds
  case shed
  case settings
  case tips
  case about
  case promo
  case weather

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .beds, .shed: .push
    default: .sheet
    }
  }

  var body: some View {
    switch self {
    case .beds: BedsView()
    case .shed: Text("Shed")
    case .settings: Text("Settings")
    case .tips: Text("Tips")
    case .about: Text("About")
    case .promo: Text("Promo")
    case .weather: Text("Weather")
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds) }

  func showShed() async { await navigate(toRoute: .shed) }
  // Nothing calls it: a comment naming showSettings(), or a string, is no call.
  func showSettings() async { await navigate(toRoute: .settings) }
  // Only named, as a value a screen keeps.
  func showTips() async { await navigate(toRoute: .tips) }
  // Public: another module may call it.
  public func showAbout() async { await navigate(toRoute: .about) }
  func showPromo() async { await navigate(toRoute: .promo) }
  func showWeather() async { await navigate(toRoute: .weather) }
}

// A type of the app whose method nothing calls: what only it leads to never runs.
final class PromoScheduler {
  weak var coordinator: GardenCoordinator?
  func fire() async { await coordinator?.showPromo() }
}

// UIKit calls a delegate's methods: what they lead to may run at any moment.
final class WeatherAlerts: NSObject, UNUserNotificationCenterDelegate {
  weak var coordinator: GardenCoordinator?
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    await coordinator?.showWeather()
    return []
  }
}

struct BedsView: View {
  @EnvironmentObject var coordinator: GardenCoordinator
  var body: some View {
    let tips = coordinator.showTips
    Button("Shed") { Task { await coordinator.showShed() } }
    Button("Tips") { Task { await tips() } }
    Text("showSettings")
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: PromoScheduler, _ value: GardenCoordinator) { screen.coordinator = value }
func wire(_ screen: WeatherAlerts, _ value: GardenCoordinator) { screen.coordinator = value }
