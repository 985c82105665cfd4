import SUICoordinator
import SwiftUI

typealias Handler = () -> Void

@main
struct DockApp: App {
  @StateObject var coordinator = HarbourCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum HarbourRoute: RouteType {
  case berths
  case fees
  case weather
  case log

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .berths: BerthsView()
    case .fees: Text("Fees")
    case .weather: Text("Weather")
    case .log: Text("Log")
    }
  }
}

final class HarbourCoordinator: Coordinator<HarbourRoute> {
  override func start() async { await startFlow(route: .berths) }

  func mooring() async {
    let child = MooringCoordinator()
    child.onPaid = { [weak self] in Task { await self?.navigate(toRoute: .fees) } }
    child.onStorm = { [weak self] in Task { await self?.navigate(toRoute: .weather) } }
    child.onEvent = { [weak self] event in
      switch event {
      case .logged: Task { await self?.navigate(toRoute: .log) }
      case .cancelled: Task { await self?.router.popToRoot() }
      }
    }
    await navigate(to: child, presentationStyle: .sheet)
  }
}

struct BerthsView: View {
  @EnvironmentObject var coordinator: HarbourCoordinator
  var body: some View { Button("Moor") { Task { await coordinator.mooring() } } }
}

enum MooringEvent {
  case logged
  case cancelled
}

enum MooringRoute: RouteType {
  case berth
  case payment

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .berth: BerthView()
    case .payment: PaymentView()
    }
  }
}

final class MooringCoordinator: Coordinator<MooringRoute> {
  typealias EventHandler = (MooringEvent) -> Void

  var onPaid: Handler?
  var onStorm: Handler?
  var onEvent: EventHandler?

  override func start() async { await startFlow(route: .berth) }
  func pay() async { await navigate(toRoute: .payment) }
  func storm() { onStorm?() }
  func logged() { onEvent?(.logged) }
  func paid() { onPaid?() }
}

struct BerthView: View {
  @EnvironmentObject var coordinator: MooringCoordinator
  var body: some View {
    Button("Pay") { Task { await coordinator.pay() } }
    Button("Storm") { coordinator.storm() }
    Button("Log") { coordinator.logged() }
  }
}

struct PaymentView: View {
  @EnvironmentObject var coordinator: MooringCoordinator
  var body: some View { Button("Paid") { coordinator.paid() } }
}
