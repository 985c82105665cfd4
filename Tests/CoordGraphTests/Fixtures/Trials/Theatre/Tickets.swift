import SUICoordinator
import SwiftUI

enum TicketsRoute: RouteType {
  case wallet
  case ticket(id: String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .wallet: .push
    case .ticket: .sheet
    }
  }

  var body: some View {
    switch self {
    case .wallet: WalletView()
    case .ticket(let id): TicketView(id: id)
    }
  }
}

@Coordinator(TicketsRoute.self)
final class TicketsCoordinator {
  func start() async { await startFlow(route: .wallet) }
  func show(ticket id: String) async { await navigate(toRoute: .ticket(id: id)) }
  func closeTicket() async { await close() }
}

struct WalletView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("T-1") { Task { await (coordinator as? TicketsCoordinator)?.show(ticket: "T-1") } }
  }
}

struct TicketView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Done") { Task { await (coordinator as? TicketsCoordinator)?.closeTicket() } }
  }
}
