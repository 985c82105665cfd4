import UIKit
import UIKCoordinator

enum StudioPage: TabbarPage, CaseIterable {
  case prints, frames

  func coordinator() -> Coordinator {
    switch self {
    case .prints: return PrintsCoordinator()
    case .frames: return FramesCoordinator()
    }
  }

  var position: Int {
    switch self {
    case .prints: return 0
    case .frames: return 1
    }
  }
}

final class StudioTabs: TabbarCoordinator<StudioPage> {
  init() { super.init(pages: StudioPage.allCases, currentPage: .prints) }
}

protocol ArtworkRouting: AnyObject {
  func showArtist(of artwork: String)
}

final class ArtworkViewController: UIViewController {
  let artwork: String
  private weak var router: ArtworkRouting?

  init(artwork: String, router: ArtworkRouting) {
    self.artwork = artwork
    self.router = router
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func artistTapped() { router?.showArtist(of: artwork) }
}

enum PrintsRoute: NavigationRoute {
  case list(PrintsCoordinator)
  case artwork(String, ArtworkRouting)
  case artist(String)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return PrintsViewController(coordinator: coordinator)
    case .artwork(let artwork, let router): return ArtworkViewController(artwork: artwork, router: router)
    case .artist: return UIViewController()
    }
  }
}

final class PrintsCoordinator: NavigationCoordinator<PrintsRoute>, ArtworkRouting {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) { router.startFlow(route: .list(self), animated: animated) }

  func open(_ artwork: String) { router.navigate(to: .artwork(artwork, self)) }
  func showArtist(of artwork: String) { router.navigate(to: .artist(artwork)) }
}

final class PrintsViewController: UIViewController {
  private weak var coordinator: PrintsCoordinator?

  init(coordinator: PrintsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func openTapped() { coordinator?.open("Wave") }
}

enum FramesRoute: NavigationRoute {
  case list(FramesCoordinator)
  case artwork(String, ArtworkRouting)
  case quote(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .quote: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return FramesViewController(coordinator: coordinator)
    case .artwork(let artwork, let router): return ArtworkViewController(artwork: artwork, router: router)
    case .quote: return UIViewController()
    }
  }
}

final class FramesCoordinator: NavigationCoordinator<FramesRoute>, ArtworkRouting {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) { router.startFlow(route: .list(self), animated: animated) }

  func open(_ artwork: String) { router.navigate(to: .artwork(artwork, self)) }
  func showArtist(of artwork: String) { router.navigate(to: .quote(artwork)) }
}

final class FramesViewController: UIViewController {
  private weak var coordinator: FramesCoordinator?

  init(coordinator: FramesCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func openTapped() { coordinator?.open("Dunes") }
}
