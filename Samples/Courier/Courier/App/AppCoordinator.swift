import UIKCoordinator
import UIKit

enum AppRoute: NavigationRoute {
  case splash(viewModel: SplashViewModel)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .splash(let viewModel): return SplashViewController(viewModel: viewModel)
    }
  }
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
  init() {
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .splash(viewModel: SplashViewModel(coordinator: self)), animated: animated)
  }

  func showOnboarding() {
    router.navigate(to: OnboardingCoordinator(presentationStyle: .fullScreen))
  }

  func showHome() {
    router.navigate(to: MainTabsCoordinator(currentPage: .feed))
  }

  // Before sign-in there is no tab bar yet, and the cast makes the app ignore the link, by design. But selecting the
  // parcels tab leaves a share sheet of the feed up: the link can end on the sheet rather than on its tab.
  func openParcels() {
    (children.last as? MainTabsCoordinator)?.showParcels()
  }
}

final class SplashViewModel {
  private weak var coordinator: AppCoordinator?
  private let session = Session.shared

  init(coordinator: AppCoordinator) { self.coordinator = coordinator }

  func loadingFinished() {
    if session.isSignedIn {
      coordinator?.showHome()
    } else {
      coordinator?.showOnboarding()
    }
  }
}

final class SplashViewController: UIViewController {
  private let viewModel: SplashViewModel

  init(viewModel: SplashViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    viewModel.loadingFinished()
  }
}

final class Session {
  static let shared = Session()
  var isSignedIn = false
}
