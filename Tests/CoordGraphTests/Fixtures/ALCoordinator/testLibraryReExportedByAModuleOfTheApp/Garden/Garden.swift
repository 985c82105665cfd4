import CoreNavigation

enum GardenRoute: NavigationRoute {
  case beds
  case bed(Int)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .beds: return BedsViewController()
    case .bed: return BedViewController()
    }
  }
}

final class GardenCoordinator: NavigationCoordinator<GardenRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .beds, animated: animated)
  }

  func showBed(_ id: Int) { router.navigate(to: .bed(id)) }
  func showShed() { router.navigate(to: ShedCoordinator()) }
}

enum ShedRoute: NavigationRoute {
  case tools
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { ToolsViewController() }
}

final class ShedCoordinator: NavigationCoordinator<ShedRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .tools, animated: animated)
  }
}

final class BedsViewController: UIViewController {
  weak var coordinator: GardenCoordinator?
  @objc private func bedTapped() { coordinator?.showBed(1) }
  @objc private func shedTapped() { coordinator?.showShed() }
}

final class BedViewController: UIViewController {}

final class ToolsViewController: UIViewController {
  @objc private func closeTapped() { dismiss(animated: true) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: BedsViewController, _ value: GardenCoordinator) { screen.coordinator = value }
