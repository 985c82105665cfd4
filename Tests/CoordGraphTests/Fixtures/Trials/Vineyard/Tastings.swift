import SUICoordinator
import SwiftUI

enum TastingsRoute: RouteType {
  case calendar
  case session(date: Date)
  case booked

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .calendar: TastingCalendarView()
    case .session(let date): TastingSessionView(date: date)
    case .booked: BookedView()
    }
  }
}

final class TastingsCoordinator: FlowCoordinator<TastingsRoute> {
  override func start() async { await startFlow(route: .calendar) }

  func open(_ date: Date) async { await navigate(toRoute: .session(date: date)) }
  func book() async { await navigate(toRoute: .booked) }
  func pay() async { await navigate(to: PaymentCoordinator(), presentationStyle: .sheet) }
}

struct TastingCalendarView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Saturday") { Task { await (coordinator as? TastingsCoordinator)?.open(.now) } }
  }
}

struct TastingSessionView: View {
  let date: Date
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Book") { Task { await (coordinator as? TastingsCoordinator)?.pay() } }
      Button("Back") { Task { await (coordinator as? TastingsCoordinator)?.back() } }
    }
  }
}

struct BookedView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await (coordinator as? TastingsCoordinator)?.backToStart() } }
  }
}

enum PaymentRoute: RouteType {
  case card
  case confirm

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .card: CardView()
    case .confirm: ConfirmPaymentView()
    }
  }
}

@Coordinator(PaymentRoute.self)
final class PaymentCoordinator {
  func start() async { await startFlow(route: .card) }
  func next() async { await navigate(toRoute: .confirm) }
  func paid() async {
    await finishFlow()
  }
}

struct CardView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Next") { Task { await (coordinator as? PaymentCoordinator)?.next() } }
      Button("Cancel") { Task { await coordinator?.close() } }
    }
  }
}

struct ConfirmPaymentView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Pay") { Task { await (coordinator as? PaymentCoordinator)?.paid() } }
  }
}
