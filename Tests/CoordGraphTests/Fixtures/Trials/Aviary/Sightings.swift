import SUICoordinator
import SwiftUI

enum SightingsRoute: NavigationRoute {
  case list(viewModel: SightingsViewModel)
  case bird(viewModel: BirdViewModel)
  case song(String)
  case newSighting

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .song: return .push
    case .bird: return .modal
    case .newSighting: return .modalFullscreen
    }
  }

  func view() -> any View {
    switch self {
    case .list(let viewModel): return SightingsView(viewModel: viewModel)
    case .bird(let viewModel): return BirdView(viewModel: viewModel)
    case .song(let bird): return Text(bird)
    case .newSighting: return NewSightingView()
    }
  }
}

final class SightingsCoordinator: NavigationCoordinator<SightingsRoute> {
  override func start(animated: Bool = true) {
    let viewModel = SightingsViewModel(coordinator: self)
    router.startFlow(route: .list(viewModel: viewModel), animated: animated)
  }

  func showBird(_ bird: String) {
    let viewModel = BirdViewModel(bird: bird, router: self)
    router.navigate(to: .bird(viewModel: viewModel))
  }

  func report() { router.navigate(to: .newSighting) }
  func reported() { router.dismiss(animated: true) }
}

extension SightingsCoordinator: BirdRouting {
  func showSong(of bird: String) {
    router.dismiss(animated: false)
    router.navigate(to: .song(bird))
  }

  func closeBird() { router.dismiss(animated: true) }
}

final class SightingsViewModel: ObservableObject {
  private weak var coordinator: SightingsCoordinator?
  init(coordinator: SightingsCoordinator) { self.coordinator = coordinator }
  func open(_ bird: String) { coordinator?.showBird(bird) }
  func report() { coordinator?.report() }
}

struct SightingsView: View {
  @ObservedObject var viewModel: SightingsViewModel

  var body: some View {
    List(["wren", "kite"], id: \.self) { bird in
      Button(bird) { viewModel.open(bird) }
    }
    .toolbar { Button("Report") { viewModel.report() } }
  }
}

struct NewSightingView: View {
  var body: some View { Text("New sighting") }
}
