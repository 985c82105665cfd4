import SUICoordinator
import SwiftUI

enum TicketsRoute: RouteType {
  case fares
  case seat
  case payment
  case confirmation

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder
  var body: some View {
    switch self {
    case .fares: FaresView()
    case .seat: SeatView()
    case .payment: PaymentView()
    case .confirmation: ConfirmationView()
    }
  }
}

final class TicketsCoordinator: Coordinator<TicketsRoute> {
  let trip: String
  private var needsSeat: Bool { trip != "any" }

  init(trip: String) {
    self.trip = trip
    super.init()
  }

  override func start() async {
    await startFlow(route: .fares)
  }

  func choseFare() async {
    if needsSeat {
      await navigate(toRoute: .seat)
    } else {
      await navigate(toRoute: .payment)
    }
  }

  func choseSeat() async { await navigate(toRoute: .payment) }
  func paid() async { await navigate(toRoute: .confirmation) }
  func back() async { await router.pop() }
  func done() async { await finishFlow() }
}

struct FaresView: View {
  @EnvironmentObject private var coordinator: TicketsCoordinator
  var body: some View {
    Button("Adult") { Task { await coordinator.choseFare() } }
    Button("Cancel") { Task { await coordinator.done() } }
  }
}

struct SeatView: View {
  @EnvironmentObject private var coordinator: TicketsCoordinator
  var body: some View {
    Button("12A") { Task { await coordinator.choseSeat() } }
  }
}

struct PaymentView: View {
  @EnvironmentObject private var coordinator: TicketsCoordinator
  var body: some View {
    Button("Pay") { Task { await coordinator.paid() } }
    Button("Back") { Task { await coordinator.back() } }
  }
}

struct ConfirmationView: View {
  @EnvironmentObject private var coordinator: TicketsCoordinator
  var body: some View {
    Button("Done") { Task { await coordinator.done() } }
  }
}
