import SUICoordinator
import SwiftUI

@main
struct GateApp: App {
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

  func checkIn() async {
    let child = CheckInCoordinator(
      onCheckedIn: { [weak self] in Task { await self?.navigate(toRoute: .boarding) } },
      onNeedHelp: { [weak self] in Task { await self?.lounge() } })
    await navigate(to: child, presentationStyle: .sheet)
  }

  func lounge() async { await navigate(toRoute: .lounge) }
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
  typealias Handler = () -> Void

  private let onCheckedIn: Handler
  private let onNeedHelp: Handler

  init(onCheckedIn: @escaping Handler, onNeedHelp help: @escaping Handler) {
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
  var body: some View { Button("Check in") { Task { await coordinator.checkIn() } } }
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
