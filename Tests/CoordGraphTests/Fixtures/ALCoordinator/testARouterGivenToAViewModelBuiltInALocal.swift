import SUICoordinator
import SwiftUI

protocol BirdRouting: AnyObject {
  func closeBird()
}

final class BirdViewModel: ObservableObject {
  private weak var router: BirdRouting?
  init(router: BirdRouting) { self.router = router }
  func closeTapped() { router?.closeBird() }
}

struct BirdView: View {
  @ObservedObject var viewModel: BirdViewModel
  var body: some View { Button("Close") { viewModel.closeTapped() } }
}

enum SightingsRoute: NavigationRoute {
  case list
  case bird(viewModel: BirdViewModel)

  var transition: NavigationTransitionStyle {
    if case .bird = self { return .modal }
    return .push
  }

  func view() -> any View {
    switch self {
    case .list: return Text("Sightings")
    case .bird(let viewModel): return BirdView(viewModel: viewModel)
    }
  }
}

final class SightingsCoordinator: NavigationCoordinator<SightingsRoute>, BirdRouting {
  override func start(animated: Bool = true) { router.startFlow(route: .list, animated: animated) }

  func showBird() {
    let viewModel = BirdViewModel(router: self)
    router.navigate(to: .bird(viewModel: viewModel))
  }

  func closeBird() { router.dismiss(animated: true) }
}

enum GuideRoute: NavigationRoute {
  case index
  case bird(viewModel: BirdViewModel)

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .index: return Text("Guide")
    case .bird(let viewModel): return BirdView(viewModel: viewModel)
    }
  }
}

final class GuideCoordinator: NavigationCoordinator<GuideRoute>, BirdRouting {
  override func start(animated: Bool = true) { router.startFlow(route: .index, animated: animated) }

  func showBird() {
    let viewModel = BirdViewModel(router: self)
    router.navigate(to: .bird(viewModel: viewModel))
  }

  func closeBird() { router.pop(animated: true) }
}
