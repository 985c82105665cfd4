import SUICoordinator
import SwiftUI

@main
struct LarkApp: App {
  var body: some Scene {
    WindowGroup { RootView() }
  }
}

/// The app's first view holds the coordinator, not the App.
struct RootView: View {
  @StateObject private var coordinator = MarketCoordinator()
  var body: some View { coordinator.getView() }
}

enum MarketRoute: RouteType {
  case stalls
  case cart

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .stalls: .push
    case .cart: .sheet
    }
  }

  var body: some View {
    switch self {
    case .stalls: StallsView()
    case .cart: CartView()
    }
  }
}

final class MarketCoordinator: Coordinator<MarketRoute> {
  override func start() async { await startFlow(route: .stalls) }
  func cart() async { await navigate(toRoute: .cart) }
  func help() async { await navigate(to: HelpCoordinator()) }
}

enum HelpRoute: RouteType {
  case topics
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { TopicsView() }
}

final class HelpCoordinator: Coordinator<HelpRoute> {
  override func start() async { await startFlow(route: .topics) }
}

struct StallsView: View {
  @EnvironmentObject var coordinator: MarketCoordinator
  var body: some View {
    Button("Cart") { Task { await coordinator.cart() } }
    Button("Help") { Task { await coordinator.help() } }
  }
}

struct CartView: View {
  @EnvironmentObject var coordinator: MarketCoordinator
  var body: some View { Button("Close") { Task { await coordinator.close() } } }
}

struct TopicsView: View {
  var body: some View { Text("Topics") }
}
