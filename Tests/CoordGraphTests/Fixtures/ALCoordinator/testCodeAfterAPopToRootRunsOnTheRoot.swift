import UIKCoordinator
import UIKit

enum KilnRoute: NavigationRoute {
  case shelf(KilnCoordinator)
  case piece(KilnCoordinator)
  case glaze(KilnCoordinator)
  case fired
  case booked

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .shelf(let kiln): return ShelfViewController(kiln: kiln)
    case .piece(let kiln): return PieceViewController(kiln: kiln)
    case .glaze(let kiln): return GlazeViewController(kiln: kiln)
    case .fired, .booked: return UIViewController()
    }
  }
}

final class KilnCoordinator: NavigationCoordinator<KilnRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .shelf(self), animated: animated)
  }

  func openPiece() { router.navigate(to: .piece(self)) }
  func glaze() { router.navigate(to: .glaze(self)) }

  func fire() {
    router.popToRoot(animated: false)
    router.navigate(to: .fired)
  }

  func book() {
    router.popToRoot(animated: true) { [weak self] in
      self?.router.navigate(to: .booked)
    }
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
  @objc private func glazeTapped() { kiln.glaze() }
}

final class GlazeViewController: UIViewController {
  private unowned let kiln: KilnCoordinator
  init(kiln: KilnCoordinator) {
    self.kiln = kiln
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func fireTapped() { kiln.fire() }
  @objc private func bookTapped() { kiln.book() }
}
