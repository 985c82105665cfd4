import SUICoordinator
import SwiftUI

enum PressRoute: RouteType {
  case front(FrontModel)
  case story
  case share
  case archive

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .front, .story, .archive: .push
    case .share: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .front(let model): FrontView(model: model)
    default: Text("Press")
    }
  }
}

// The coordinator assigns the model a closure that navigates to the route it is called with.
final class FrontModel: ObservableObject {
  var onRoute: ((PressRoute) -> Void)?
  func open() { onRoute?(.story) }
  func share() { self.onRoute?(.share) }
}

final class PressCoordinator: Coordinator<PressRoute> {
  override func start() async {
    let model = FrontModel()
    model.onRoute = { [weak self] route in Task { await self?.navigate(toRoute: route) } }
    await startFlow(route: .front(model))
  }
}

struct FrontView: View {
  @ObservedObject var model: FrontModel
  var body: some View {
    Button("Story") { model.open() }
    Button("Share") { model.share() }
    Button("Archive") { model.onRoute?(.archive) }
  }
}
