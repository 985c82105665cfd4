import Combine
import SUICoordinator
import SwiftUI

enum DockRoute: RouteType {
  case berths(BerthsModel)
  case boat
  case fuel

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .berths(let model): BerthsView(model: model)
    case .boat: Text("Boat")
    case .fuel: Text("Fuel")
    }
  }
}

final class DockCoordinator: Coordinator<DockRoute> {
  private var bag = Set<AnyCancellable>()

  override func start() async {
    let model = BerthsModel()
    model.events
      .sink { [weak self] event in
        switch event {
        case .boat: Task { await self?.navigate(toRoute: .boat) }
        case .fuel: Task { await self?.navigate(toRoute: .fuel) }
        }
      }
      .store(in: &bag)
    await startFlow(route: .berths(model))
  }
}

final class BerthsModel {
  enum Event { case boat, fuel }
  let events = PassthroughSubject<Event, Never>()

  func openBoat() {
    let subject = events
    subject.send(.boat)
  }
}

struct BerthsView: View {
  let model: BerthsModel
  var body: some View { Button("Boat") { model.openBoat() } }
}
