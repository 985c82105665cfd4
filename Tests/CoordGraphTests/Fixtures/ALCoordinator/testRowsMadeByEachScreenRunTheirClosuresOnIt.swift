import UIKCoordinator
import UIKit

// Two screens each make rows of one struct with closures of their own (a stored array, and an array assigned in
// `viewDidLoad`) and call a row's `action`: each closure runs on the screen that made its row, not on every screen
// that calls a row's action.
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

struct Row {
  let title: String
  let action: () -> Void
}

final class BedsViewController: GardenScreen {
  private lazy var rows: [Row] = [
    Row(title: "Bed", action: { [weak self] in self?.coordinator?.showBed() }),
    Row(title: "Help") { [weak self] in self?.coordinator?.showHelp() },
  ]

  func didSelectRow(at index: Int) { rows[index].action() }
}

final class BedViewController: GardenScreen {
  private var sections: [[Row]] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    sections = [[Row(title: "Water") { [weak self] in self?.coordinator?.water() }]]
  }
  func select(_ section: Int, _ row: Int) { sections[section][row].action() }
}

final class WaterViewController: GardenScreen {
  @objc func saveTapped() { coordinator?.close() }
}

final class HelpViewController: GardenScreen {
  @objc func closeTapped() { coordinator?.close() }
}
