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
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .gate: GateView(model: GateModel())
    case .lions: LionsView(model: LionsModel())
    default: Text("Park")
    }
  }
}

enum ParkEvent {
  case lions, bears, shop, cafe, map
  var next: ParkEvent { self == .cafe ? .map : .cafe }
}

final class GateModel: ObservableObject {
  @Published var tapped = false
  @Published var picked: ParkEvent = .cafe
  func lionsTapped() { tapped = true }
  func cafeTapped() { picked = .cafe }
}

final class LionsModel: ObservableObject {
  @Published var event: ParkEvent?
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
    gate.$tapped.dropFirst().filter { $0 }.map { _ in ParkEvent.lions }.sink { [weak self] in self?.handle($0) }
      .store(in: &bag)
    gate.$picked.dropFirst().map(\.next).sink { [weak self] next in self?.handle(next) }.store(in: &bag)
    lions.$event.compactMap { $0 }.removeDuplicates().sink { [weak self] event in self?.handle(event) }.store(in: &bag)
  }

  func handle(_ event: ParkEvent) {
    Task {
      switch event {
      case .lions: await navigate(toRoute: .lions)
      case .bears: await navigate(toRoute: .bears)
      case .shop: await navigate(toRoute: .shop)
      case .cafe: await navigate(toRoute: .cafe)
      case .map: await navigate(toRoute: .map)
      }
    }
  }
}

struct GateView: View {
  @ObservedObject var model: GateModel
  var body: some View {
    Button("Lions", action: model.lionsTapped)
    Button("Cafe", action: model.cafeTapped)
  }
}

struct LionsView: View {
  @ObservedObject var model: LionsModel
  var body: some View { Button("Bears", action: model.bearsTapped) }
}
