import UIKCoordinator
import UIKit

enum HomeRoute: NavigationRoute {
  case home(HomeViewModel)
  case welcome

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .home(let model): return HomeViewController(model: model)
    case .welcome: return UIViewController()
    }
  }
}

// `finishFlow(animated: true, completion: onFinished)`: the stored closure runs once the tour is gone, where it was
// started, as `finishFlow { self.onFinished() }` would.
final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
  override func start(animated: Bool = true) {
    let model = HomeViewModel()
    model.coordinator = self
    router.startFlow(route: .home(model))
  }

  func showTour() {
    let tour = TourCoordinator(onFinished: { [weak self] in self?.router.navigate(to: .welcome) })
    router.navigate(to: tour)
  }
}

final class HomeViewModel {
  weak var coordinator: HomeCoordinator?
  func tour() { coordinator?.showTour() }
}

final class HomeViewController: UIViewController {
  let model: HomeViewModel
  init(model: HomeViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func tourTapped() { model.tour() }
}

enum TourRoute: NavigationRoute {
  case page(TourCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .page(let coordinator): return TourViewController(coordinator: coordinator)
    }
  }
}

final class TourCoordinator: NavigationCoordinator<TourRoute> {
  private let onFinished: () -> Void

  init(onFinished: @escaping () -> Void) {
    self.onFinished = onFinished
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .page(self))
  }

  func done() {
    finishFlow(animated: true, completion: onFinished)
  }
}

final class TourViewController: UIViewController {
  weak var coordinator: TourCoordinator?
  init(coordinator: TourCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func doneTapped() { coordinator?.done() }
}
