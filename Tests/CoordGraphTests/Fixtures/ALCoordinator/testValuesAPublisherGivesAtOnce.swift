import SwiftUI
import Combine
import SUICoordinator

enum ParkRoute: RouteType {
  case gate
  case lions
  case bears
  case shop
  case cafe
  case map
  case tickets
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .gate: GateView(model: GateModel())
    case .lions: LionsView(model: LionsModel())
    default: Text("Park")
    }
  }
}

enum ParkEvent { case lions, bears, shop, cafe, map, tickets }

final class GateModel: ObservableObject {
  @Published var tab: ParkEvent = .cafe
  @Published var section: ParkEvent = .shop
  let steps = CurrentValueSubject<ParkEvent, Never>(.bears)
  func lionsTapped() { tab = .lions }
  func mapTapped() { section = .map }
  func ticketsTapped() { steps.send(.tickets) }
}

final class LionsModel: ObservableObject {
  @Published var event: ParkEvent?
  init() { event = .lions }
  func bearsTapped() { event = .bears }
}

final class ParkCoordinator: Coordinator<ParkRoute> {
  let gate = GateModel()
  let lions = LionsModel()
  var bag = Set<AnyCancellable>()

  override func start() async {
    await startFlow(route: .gate)
    bind()
  }

  func bind() {
    gate.$tab.sink { [weak self] in self?.handle($0) }.store(in: &bag)
    gate.$section.dropFirst().sink { [weak self] in self?.handle($0) }.store(in: &bag)
    gate.steps.sink { [weak self] step in self?.handle(step) }.store(in: &bag)
    lions.$event.compactMap { $0 }.sink { [weak self] event in self?.handle(event) }.store(in: &bag)
  }

  func handle(_ event: ParkEvent) {
    Task {
      switch event {
      case .lions: await navigate(toRoute: .lions)
      case .bears: await navigate(toRoute: .bears)
      case .shop: await navigate(toRoute: .shop)
      case .cafe: await navigate(toRoute: .cafe)
      case .map: await navigate(toRoute: .map)
      case .tickets: await navigate(toRoute: .tickets)
      }
    }
  }
}

struct GateView: View {
  @ObservedObject var model: GateModel
  var body: some View {
    Button("Lions", action: model.lionsTapped)
    Button("Map", action: model.mapTapped)
    Button("Tickets", action: model.ticketsTapped)
  }
}

struct LionsView: View {
  @ObservedObject var model: LionsModel
  var body: some View { Button("Bears", action: model.bearsTapped) }
}
