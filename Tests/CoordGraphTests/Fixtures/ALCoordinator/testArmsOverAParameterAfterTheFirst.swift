import UIKCoordinator
import UIKit

enum DockRoute: NavigationRoute {
  case quay
  case crane
  case office
  case tug
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .quay: return QuayViewController()
    case .crane: return CraneViewController()
    case .office: return OfficeViewController()
    case .tug: return TugViewController()
    }
  }
}

enum Cargo {
  case crates
  case fuel
}

enum Tide {
  case crates
  case fuel
}

final class DockCoordinator: NavigationCoordinator<DockRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .quay) }

  // `cargo`, neither tested nor handed on, picks nothing: `tide` picks, through the local `current`.
  func unload(_ cargo: Cargo, at tide: Tide) {
    let current = tide
    switch current {
    case .crates: router.navigate(to: .crane)
    case .fuel: router.navigate(to: .office)
    }
  }

  // `tide` picks nothing here: the cargo picks, and `cargo == .fuel` is its arm.
  func moor(at tide: Tide, with cargo: Cargo) {
    if cargo == .fuel {
      router.navigate(to: .tug)
    }
  }
}

final class QuayViewController: UIViewController {
  weak var coordinator: DockCoordinator?
  @objc func fuelTapped() { coordinator?.unload(.fuel, at: .crates) }
  @objc func mooredTapped() { coordinator?.moor(at: .fuel, with: .crates) }
}

final class CraneViewController: UIViewController {
  weak var coordinator: DockCoordinator?
  @objc func mooredTapped() { coordinator?.moor(at: .crates, with: .fuel) }
}

final class OfficeViewController: UIViewController {}
final class TugViewController: UIViewController {}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: QuayViewController, _ value: DockCoordinator) { screen.coordinator = value }
func wire(_ screen: CraneViewController, _ value: DockCoordinator) { screen.coordinator = value }
