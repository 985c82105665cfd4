import UIKCoordinator
import UIKit

enum Ward {}

protocol Storyboarded {
  static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: "\(self)") as! Self
  }
}

enum WardRoute: NavigationRoute {
  case beds
  case chart

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .beds: return Ward.BedsViewController.instantiate()
    case .chart: return Ward.ChartViewController.instantiate()
    }
  }
}

final class WardCoordinator: NavigationCoordinator<WardRoute> {
  static weak var shared: WardCoordinator?
  override func start(animated: Bool = true) {
    WardCoordinator.shared = self
    router.startFlow(route: .beds, animated: animated)
  }
  func chart() { router.navigate(to: .chart) }
  func back() { router.pop() }
}

extension Ward {
  final class BedsViewController: UIViewController, Storyboarded {
    @IBAction func chartTapped(_ sender: Any) { WardCoordinator.shared?.chart() }
  }

  final class ChartViewController: UIViewController, Storyboarded {
    @IBAction func backTapped(_ sender: Any) { WardCoordinator.shared?.back() }
  }
}
