import UIKCoordinator
import UIKit

enum FarmRoute: NavigationRoute {
  case yard
  case barn
  case house
  case field
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .yard: return YardViewController()
    case .barn: return BarnViewController()
    case .house: return HouseViewController()
    case .field: return FieldViewController()
    }
  }
}

enum FarmEvent {
  case harvest
  case rest
}

enum Season {
  case harvest
  case rest
  static var current: Season { .harvest }
}

final class FarmCoordinator: NavigationCoordinator<FarmRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .yard) }

  // The arms test the season, not the event: whatever event is sent, either may run.
  func handle(_ event: FarmEvent) {
    let season = Season.current
    switch season {
    case .harvest: router.navigate(to: .barn)
    case .rest: router.navigate(to: .house)
    }
  }

  // A local built from the event: its arms are the event's.
  func plan(_ event: FarmEvent) {
    let planned = event
    if case .harvest = planned {
      router.navigate(to: .field)
    }
  }
}

final class YardViewController: UIViewController {
  weak var coordinator: FarmCoordinator?
  @objc func restTapped() { coordinator?.handle(.rest) }
  @objc func planTapped() { coordinator?.plan(.harvest) }
}

final class BarnViewController: UIViewController {
  weak var coordinator: FarmCoordinator?
  @objc func planTapped() { coordinator?.plan(.rest) }
}

final class HouseViewController: UIViewController {}
final class FieldViewController: UIViewController {}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: YardViewController, _ value: FarmCoordinator) { screen.coordinator = value }
func wire(_ screen: BarnViewController, _ value: FarmCoordinator) { screen.coordinator = value }
