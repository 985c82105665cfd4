import SUICoordinator
import SwiftUI

enum GateRoute: RouteType {
  case gate
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { GateView() }
}

final class GateCoordinator: Coordinator<GateRoute> {
  var isStaff = false
  lazy var later: any CoordinatorType = isStaff ? StaffCoordinator() : GuestCoordinator()

  override func start() async { await startFlow(route: .gate) }

  func enter() async {
    let next: any CoordinatorType = isStaff ? StaffCoordinator() : GuestCoordinator()
    await navigate(to: next, presentationStyle: .fullScreenCover)
  }

  func enterLater() async {
    await navigate(to: later, presentationStyle: .sheet)
  }
}

struct GateView: View {
  @EnvironmentObject var coordinator: GateCoordinator
  var body: some View {
    Button("Enter") { Task { await coordinator.enter() } }
    Button("Later") { Task { await coordinator.enterLater() } }
  }
}

enum BadgeRoute: RouteType {
  case badge
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Badge") }
}

final class StaffCoordinator: Coordinator<BadgeRoute> {
  override func start() async { await startFlow(route: .badge) }
}

final class GuestCoordinator: Coordinator<BadgeRoute> {
  override func start() async { await startFlow(route: .badge) }
}

@main
struct GateApp: App {
  @StateObject var coordinator = GateCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
