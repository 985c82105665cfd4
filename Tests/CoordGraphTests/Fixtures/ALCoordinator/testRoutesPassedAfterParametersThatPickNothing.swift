import UIKCoordinator
import UIKit

enum TramRoute: NavigationRoute {
  case lines(TramCoordinator)
  case line(TramCoordinator)
  case stop
  case disruptions
  case saved
  case map
  case help
  case timetable

  var transition: NavigationTransitionStyle {
    switch self {
    case .disruptions: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .lines(let tram): return LinesViewController(tram: tram)
    case .line(let tram): return LineViewController(tram: tram)
    default: return UIViewController()
    }
  }
}

enum Source {
  case menu, banner
}

final class TramCoordinator: NavigationCoordinator<TramRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .lines(self), animated: animated)
  }

  // `animated` goes to the library: the route picks.
  func go(animated: Bool, to route: TramRoute) {
    router.navigate(to: route, animated: animated)
  }

  // `source` is only printed: the route picks.
  func open(from source: Source, _ route: TramRoute) {
    print("opened from \(source)")
    router.navigate(to: route)
  }

  // `route` goes to the library through a local: it picks (`source` is never read).
  func replay(_ route: TramRoute, from source: Source) {
    let next = route
    router.navigate(to: next)
  }

  // `favourite` is tested: it picks.
  func pin(favourite: Bool, place: TramRoute) {
    if favourite {
      router.navigate(to: .saved)
    } else {
      router.navigate(to: .map)
    }
  }
}

final class LinesViewController: UIViewController {
  private weak var tram: TramCoordinator?
  init(tram: TramCoordinator) {
    self.tram = tram
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func lineTapped() { tram?.go(animated: true, to: .line(tram!)) }
  @objc func disruptionsTapped() { tram?.go(animated: false, to: .disruptions) }
  @objc func pinTapped() { tram?.pin(favourite: true, place: .stop) }
  @objc func helpTapped() { tram?.open(from: .menu, .help) }
}

final class LineViewController: UIViewController {
  private weak var tram: TramCoordinator?
  init(tram: TramCoordinator) {
    self.tram = tram
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func stopTapped() { tram?.go(animated: true, to: .stop) }
  @objc func timetableTapped() { tram?.replay(.timetable, from: .banner) }
  @objc func pinTapped() { tram?.pin(favourite: false, place: .stop) }
}

final class Analytics {
  static let shared = Analytics()
  func record(_ source: Source) { print(source) }
}

extension TramCoordinator {
  // `source` goes to the app's analytics, which only prints it: the route picks.
  func show(from source: Source, _ route: TramRoute) {
    Analytics.shared.record(source)
    router.navigate(to: route)
  }
}

extension LineViewController {
  @objc func alertTapped() { tram?.show(from: .banner, .disruptions) }
}
