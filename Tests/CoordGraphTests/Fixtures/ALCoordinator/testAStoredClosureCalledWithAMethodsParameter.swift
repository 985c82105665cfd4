import SUICoordinator
import SwiftUI

enum FwdRoute: RouteType {
  case home(HomeModel)
  case a
  case b
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .home(let model): HomeView(model: model)
    case .a: Text("A")
    case .b: Text("B")
    }
  }
}

final class FwdCoordinator: Coordinator<FwdRoute> {
  override func start() async {
    let model = HomeModel()
    model.onEvent = { [weak self] event in
      switch event {
      case .a: Task { await self?.navigate(toRoute: .a) }
      case .b: Task { await self?.navigate(toRoute: .b) }
      }
    }
    await startFlow(route: .home(model))
  }
}

final class HomeModel {
  enum Event { case a, b }
  var onEvent: ((Event) -> Void)?
  func tap(_ event: Event) { onEvent?(event) }
}

struct HomeView: View {
  let model: HomeModel
  var body: some View { Button("A") { model.tap(.a) } }
}
