import UIKCoordinator
import UIKit

// The modal screens derive from `ModalScreen`, whose `viewDidLoad` puts a close button that calls `dismissScreen()`,
// inherited from `GardenScreen`: the base classes' code runs on the routes of the screens that derive from them.
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
  func dismissScreen() { coordinator?.close() }
}

class ModalScreen: GardenScreen {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
  }
  @objc private func closeTapped() { dismissScreen() }
}

final class BedsViewController: GardenScreen {
  @objc func bedTapped() { coordinator?.showBed() }
}

final class BedViewController: GardenScreen {
  @objc func waterTapped() { coordinator?.water() }
  @objc func helpTapped() { coordinator?.showHelp() }
}

final class WaterViewController: ModalScreen {}

final class HelpViewController: ModalScreen {}
