import SUICoordinator
import SwiftUI

@main
struct PierApp: App {
  @StateObject var coordinator = MainCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum MainRoute: RouteType {
  case home
  case boarding
  case lounge

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .home: HomeView()
    case .boarding: Text("Boarding")
    case .lounge: Text("Lounge")
    }
  }
}

final class MainCoordinator: Coordinator<MainRoute> {
  override func start() async { await startFlow(route: .home) }

  func checkIn() {
    Task { @MainActor in
      let child = CheckInCoordinator(onCheckedIn: boarded, onNeedHelp: lounge)
      await navigate(to: child, presentationStyle: .sheet)
    }
  }

  func boarded() { Task { await navigate(toRoute: .boarding) } }
  func lounge() { Task { await navigate(toRoute: .lounge) } }
}

enum CheckInRoute: RouteType {
  case passport
  case seat

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .passport: PassportView()
    case .seat: SeatView()
    }
  }
}

final class CheckInCoordinator: Coordinator<CheckInRoute> {
  private let onCheckedIn: () -> Void
  private let onNeedHelp: () -> Void

  init(onCheckedIn: @escaping () -> Void, onNeedHelp help: @escaping () -> Void) {
    self.onCheckedIn = onCheckedIn
    onNeedHelp = help
    super.init()
  }

  override func start() async { await startFlow(route: .passport) }
  func showSeat() async { await navigate(toRoute: .seat) }
  func done() { onCheckedIn() }
  func help() { onNeedHelp() }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View { Button("Check in") { coordinator.checkIn() } }
}

struct PassportView: View {
  @EnvironmentObject var coordinator: CheckInCoordinator
  var body: some View {
    Button("Next") { Task { await coordinator.showSeat() } }
    Button("Help") { coordinator.help() }
  }
}

struct SeatView: View {
  @EnvironmentObject var coordinator: CheckInCoordinator
  var body: some View { Button("Confirm") { coordinator.done() } }
}
