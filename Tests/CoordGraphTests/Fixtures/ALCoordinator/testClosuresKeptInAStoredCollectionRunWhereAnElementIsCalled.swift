import UIKCoordinator
import UIKit

// Screens keep closures in stored collections and call an element: an array by its position, a dictionary by a row's
// name (through `self.`, optional) or by a number (forced, with an argument), each a lazy property whose closures
// capture `self`. Each closure runs where an element is called: on the screen of the route that shows it.
enum GardenRoute: NavigationRoute {
  case beds
  case bed
  case water
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .water: return .modal
    case .help: return .modalFullscreen
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .beds: return BedsViewController()
    case .bed: return BedViewController()
    case .water: return WaterViewController()
    case .help: return HelpViewController()
    }
  }
}

final class GardenCoordinator: NavigationCoordinator<GardenRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .beds, animated: animated)
  }

  func showBed() { router.navigate(to: .bed) }
  func water() { router.navigate(to: .water) }
  func showHelp() { router.navigate(to: .help) }
  func close() { router.dismiss() }
}

class GardenScreen: UIViewController {
  var coordinator: GardenCoordinator? { BaseCoordinator.mainCoordinator as? GardenCoordinator }
}

final class BedsViewController: GardenScreen {
  private lazy var rows: [() -> Void] = [
    { [weak self] in self?.coordinator?.showBed() },
    { [weak self] in self?.coordinator?.showHelp() },
  ]

  func didSelectRow(at index: Int) { rows[index]() }
}

final class BedViewController: GardenScreen {
  private lazy var actions: [String: () -> Void] = [
    "water": { [weak self] in
      guard let self else { return }
      self.coordinator?.water()
    }
  ]

  @objc func waterTapped() { self.actions["water"]?() }
}

final class WaterViewController: GardenScreen {
  private lazy var handlers: [Int: (Bool) -> Void] = [
    0: { [weak self] saved in if saved { self?.coordinator?.close() } }
  ]

  @objc func saveTapped() { handlers[0]!(true) }
}

final class HelpViewController: GardenScreen {
  @objc func closeTapped() { coordinator?.close() }
}
