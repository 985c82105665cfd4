import SUICoordinator
import SwiftUI

@main
struct HarbourApp: App {
  @State private var main = MainCoordinator()
  var body: some Scene { WindowGroup { main.getView() } }
}

enum MainRoute: RouteType {
  case home
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .home: HomeView()
    }
  }
}

final class MainCoordinator: Coordinator<MainRoute> {
  override func start() async { await startFlow(route: .home) }
  func showBoarding() async {
    await navigate(to: BoardingCoordinator(), presentationStyle: .fullScreenCover)
  }
  func track(_ screen: String) { print(screen) }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View {
    Button("Board") { Task { await coordinator.showBoarding() } }
      .onDisappear { coordinator.track("home") }
  }
}

enum BoardingRoute: RouteType {
  case ticket, seat, gate
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .ticket: TicketView()
    case .seat: SeatView()
    case .gate: GateView()
    }
  }
}

final class BoardingCoordinator: Coordinator<BoardingRoute> {
  override func start() async { await startFlow(route: .ticket) }
  func showSeat() async { await navigate(toRoute: .seat) }
  func showGate() async { await navigate(toRoute: .gate) }
  func close() async { await finishFlow() }
}

struct TicketView: View {
  @EnvironmentObject var coordinator: BoardingCoordinator
  var body: some View {
    Button("Seat") { Task { await coordinator.showSeat() } }
      .onDisappear { Task { await coordinator.close() } }
  }
}

struct SeatView: View {
  @EnvironmentObject var coordinator: BoardingCoordinator
  var body: some View {
    Button("Gate") { Task { await coordinator.showGate() } }
      .onDisappear {
        leave()
      }
  }
  private func leave() { Task { await coordinator.close() } }
}

struct GateView: View {
  @EnvironmentObject var coordinator: BoardingCoordinator
  var body: some View {
    Text("Gate").onDisappear(perform: leave)
  }
  private func leave() { Task { await coordinator.close() } }
}
