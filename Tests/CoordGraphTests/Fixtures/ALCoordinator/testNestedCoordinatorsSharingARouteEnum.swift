import UIKCoordinator
import UIKit

enum HarbourRoute: NavigationRoute {
  case quay
  case ferry
  case tides
  case storm

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

enum Harbour {
  final class Quay: NavigationCoordinator<HarbourRoute> {
    override func start(animated: Bool = true) { router.startFlow(route: .quay, animated: animated) }
    func ferry() { router.navigate(to: .ferry) }
  }

  final class Weather: NavigationCoordinator<HarbourRoute> {
    var stormy = false
    override func start(animated: Bool = true) {
      router.startFlow(route: stormy ? .tides : .storm, animated: animated)
    }
  }
}

// A screen that no route builds calls Quay's `ferry()`: the reading cannot tell from where.
final class FerryButtonController: UIViewController {
  weak var quay: Harbour.Quay?
  @objc func ferryTapped() { quay?.ferry() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: FerryButtonController, _ value: Harbour.Quay) { screen.quay = value }
