import UIKCoordinator
import UIKit

enum KilnRoute: NavigationRoute {
  case shelf(KilnCoordinator)
  case piece(KilnCoordinator)
  case firing(KilnCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .firing: return .modalFullscreen
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .shelf(let kiln): return ShelfViewController(kiln: kiln)
    case .piece(let kiln): return PieceViewController(kiln: kiln)
    case .firing(let kiln): return FiringViewController(kiln: kiln)
    }
  }
}

final class KilnCoordinator: NavigationCoordinator<KilnRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .shelf(self), animated: animated)
  }

  func openPiece() { router.navigate(to: .piece(self)) }
  func fire() { router.navigate(to: .firing(self)) }

  func fired() {
    router.popToRoot(animated: false)
    router.dismiss(animated: true)
  }
}

final class ShelfViewController: UIViewController {
  private unowned let kiln: KilnCoordinator
  init(kiln: KilnCoordinator) {
    self.kiln = kiln
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func openTapped() { kiln.openPiece() }
}

final class PieceViewController: UIViewController {
  private unowned let kiln: KilnCoordinator
  init(kiln: KilnCoordinator) {
    self.kiln = kiln
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func fireTapped() { kiln.fire() }
}

final class FiringViewController: UIViewController {
  private unowned let kiln: KilnCoordinator
  init(kiln: KilnCoordinator) {
    self.kiln = kiln
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func doneTapped() { kiln.fired() }
}
