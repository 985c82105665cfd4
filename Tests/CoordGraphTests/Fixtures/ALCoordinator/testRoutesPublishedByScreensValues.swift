import Combine
import SUICoordinator
import SwiftUI

enum TicketRoute: RouteType {
  case list(ListModel)
  case ticket(TicketModel)
  case seat(row: Int)
  case refund
  case help
  case receipt

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .ticket, .seat: .push
    case .refund, .help, .receipt: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .list(let model): ListView(model: model)
    case .ticket(let model): TicketView(model: model)
    default: Text("Ticket")
    }
  }
}

final class TicketCoordinator: Coordinator<TicketRoute> {
  private var subscriptions = Set<AnyCancellable>()

  override func start() async {
    let model = ListModel()
    model.$selected
      .compactMap { $0 }
      .sink { [weak self] route in Task { await self?.navigate(toRoute: route) } }
      .store(in: &subscriptions)
    model.$state.compactMap(\.route)
      .sink { [weak self] route in Task { await self?.navigate(toRoute: route) } }
      .store(in: &subscriptions)
    await startFlow(route: .list(model))
  }

  func open() async {
    let model = TicketModel()
    model.routes.sink { [weak self] in Task { await self?.navigate(toRoute: $0) } }.store(in: &subscriptions)
    model.last.sink { [weak self] next in Task { await self?.navigate(toRoute: next) } }.store(in: &subscriptions)
    model.events.map(\.route).sink { [weak self] in Task { await self?.navigate(toRoute: $0) } }.store(in: &subscriptions)
    await navigate(toRoute: .ticket(model))
  }
}

enum TicketEvent {
  case close

  var route: TicketRoute { .help }
}

enum ListState {
  case idle
  case refund

  var route: TicketRoute? { self == .refund ? .help : nil }
}

final class ListModel: ObservableObject {
  @Published var selected: TicketRoute?
  @Published var state: ListState = .idle
  weak var coordinator: TicketCoordinator?

  func tapped() { selected = .help }
  func reload() { state = .refund }
  func openTicket() async { await coordinator?.open() }
}

final class TicketModel: ObservableObject {
  let routes = PassthroughSubject<TicketRoute, Never>()
  let last = CurrentValueSubject<TicketRoute?, Never>(nil)

  func pick(_ row: Int) { routes.send(.seat(row: row)) }
  func refund() { self.routes.send(.refund) }
  let events = PassthroughSubject<TicketEvent, Never>()

  func done() { last.value = .receipt }
  func close() { events.send(.close) }
}

struct ListView: View {
  @ObservedObject var model: ListModel
  var body: some View {
    Button("Help") { model.tapped() }
    Button("Reload") { model.reload() }
    Button("Receipt") { model.selected = .receipt }
    Button("Ticket") { Task { await model.openTicket() } }
  }
}

struct TicketView: View {
  @ObservedObject var model: TicketModel
  var body: some View {
    Button("Seat") { model.pick(1) }
    Button("Refund") { model.refund() }
    Button("Done") { model.done() }
    Button("Close") { model.close() }
    Button("Help") { model.routes.send(.help) }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ListModel, _ value: TicketCoordinator) { screen.coordinator = value }
