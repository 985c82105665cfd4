import SUICoordinator
import SwiftUI

enum FieldGuideRoute: NavigationRoute {
  case index(viewModel: FieldGuideViewModel)
  case bird(viewModel: BirdViewModel)
  case song(String)

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .index(let viewModel): return FieldGuideView(viewModel: viewModel)
    case .bird(let viewModel): return BirdView(viewModel: viewModel)
    case .song(let bird): return Text(bird)
    }
  }
}

final class FieldGuideCoordinator: NavigationCoordinator<FieldGuideRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .index(viewModel: FieldGuideViewModel(coordinator: self)), animated: animated)
  }

  func showBird(_ bird: String) {
    let viewModel = BirdViewModel(bird: bird, router: self)
    router.navigate(to: .bird(viewModel: viewModel))
  }
}

extension FieldGuideCoordinator: BirdRouting {
  func showSong(of bird: String) { router.navigate(to: .song(bird)) }
  func closeBird() { router.pop(animated: true) }
}

final class FieldGuideViewModel: ObservableObject {
  private weak var coordinator: FieldGuideCoordinator?
  init(coordinator: FieldGuideCoordinator) { self.coordinator = coordinator }
  func open(_ bird: String) { coordinator?.showBird(bird) }
}

struct FieldGuideView: View {
  @ObservedObject var viewModel: FieldGuideViewModel

  var body: some View {
    List(["wren", "kite", "owl"], id: \.self) { bird in
      Button(bird) { viewModel.open(bird) }
    }
  }
}
