import SUICoordinator
import SwiftUI

enum ShowsRoute: RouteType {
  case listing
  case show(title: String)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .listing: ListingView()
    case .show(let title): ShowView(title: title)
    }
  }
}

@Coordinator(ShowsRoute.self)
final class ShowsCoordinator {
  func start() async { await startFlow(route: .listing) }
  func open(_ title: String) async { await navigate(toRoute: .show(title: title)) }

  func buy(_ title: String) async {
    let purchase = PurchaseCoordinator(show: title)
    await navigate(to: purchase, presentationStyle: .sheet)
  }

  func purchased(ticket id: String) async {
    await (parent as? TheatreTabs)?.showTicket(id)
  }
}

struct ListingView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(["Hamlet", "Cats"], id: \.self) { title in
      Button(title) { Task { await (coordinator as? ShowsCoordinator)?.open(title) } }
    }
  }
}

struct ShowView: View {
  let title: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Buy tickets") { Task { await (coordinator as? ShowsCoordinator)?.buy(title) } }
  }
}

enum PurchaseRoute: RouteType {
  case seats
  case payment

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .seats: SeatsView()
    case .payment: PaymentView()
    }
  }
}

@Coordinator(PurchaseRoute.self)
final class PurchaseCoordinator {
  let show: String

  init(show: String) { self.show = show }

  func start() async { await startFlow(route: .seats) }
  func pay() async { await navigate(toRoute: .payment) }
  func cancel() async { await finishFlow() }

  func paid() async {
    await finishFlow()
    await (parent as? ShowsCoordinator)?.purchased(ticket: "T-1")
  }
}

struct SeatsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    VStack {
      Button("Continue") { Task { await (coordinator as? PurchaseCoordinator)?.pay() } }
      Button("Cancel") { Task { await (coordinator as? PurchaseCoordinator)?.cancel() } }
    }
  }
}

struct PaymentView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Pay") { Task { await (coordinator as? PurchaseCoordinator)?.paid() } }
  }
}
