import SwiftUI
import Combine
import SUICoordinator

enum ZooRoute: RouteType {
  case gate
  case lions
  case bears
  case shop
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .gate: GateView(model: GateModel())
    case .lions: LionsView(model: LionsModel())
    default: Text("Zoo")
    }
  }
}

enum ZooEvent { case lions, bears, shop }

final class GateModel: ObservableObject {
  @Published var event: ZooEvent?
  func lionsTapped() { event = .lions }
}

final class LionsModel: ObservableObject {
  @Published var event: ZooEvent?
  var feeds = Set<AnyCancellable>()
  func bearsTapped() { event = .bears }
  func follow(_ keeper: AnyPublisher<ZooEvent?, Never>) {
    keeper.assign(to: \.event, on: self).store(in: &feeds)
  }
}

final class ZooCoordinator: Coordinator<ZooRoute> {
  var bag = Set<AnyCancellable>()
  override func start() async { await startFlow(route: .gate) }

  func bind(_ gate: GateModel, _ lions: LionsModel) {
    gate.$event.compactMap { $0 }.sink { [weak self] event in self?.handle(event) }.store(in: &bag)
    lions.$event.compactMap { $0 }.sink { [weak self] event in self?.handle(event) }.store(in: &bag)
  }

  func handle(_ event: ZooEvent) {
    Task {
      switch event {
      case .lions: await navigate(toRoute: .lions)
      case .bears: await navigate(toRoute: .bears)
      case .shop: await navigate(toRoute: .shop)
      }
    }
  }
}

struct GateView: View {
  @ObservedObject var model: GateModel
  var body: some View {
    Button("Lions", action: model.lionsTapped)
  }
  func listen(to guide: AnyPublisher<ZooEvent?, Never>) -> AnyCancellable {
    guide.assign(to: \GateModel.event, on: model)
  }
}

struct LionsView: View {
  @ObservedObject var model: LionsModel
  var body: some View { Button("Bears", action: model.bearsTapped) }
}

extension LionsView {
  func listen(to keeper: AnyPublisher<ZooEvent?, Never>) { model.follow(keeper) }
}
