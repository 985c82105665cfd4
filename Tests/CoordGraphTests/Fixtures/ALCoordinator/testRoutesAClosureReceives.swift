import UIKCoordinator
import UIKit

enum TripRoute: NavigationRoute {
  case trips(TripsModel, TripModel)
  case trip
  case map
  case share

  var transition: NavigationTransitionStyle {
    switch self {
    case .trips, .trip: return .push
    case .map: return .modalFullscreen
    case .share: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .trips(let trips, let trip): return TripsViewController(trips: trips, trip: trip)
    default: return UIViewController()
    }
  }
}

final class TripsModel {
  let go: (TripRoute) -> Void
  init(go: @escaping (TripRoute) -> Void) { self.go = go }
  func select() { go(.trip) }
  func openMap() { go(.map) }
}

final class TripModel {
  var onRoute: ((TripRoute) -> Void)?
  func share() { onRoute?(.share) }
}

final class TripCoordinator: NavigationCoordinator<TripRoute> {
  override func start(animated: Bool = true) {
    let trips = TripsModel(go: { [weak self] route in
      DispatchQueue.main.async { self?.router.navigate(to: route) }
    })
    let trip = TripModel()
    trip.onRoute = { [weak self] in self?.router.navigate(to: $0) }
    router.startFlow(route: .trips(trips, trip), animated: animated)
  }
}

final class TripsViewController: UIViewController {
  let trips: TripsModel
  let trip: TripModel
  init(trips: TripsModel, trip: TripModel) {
    self.trips = trips
    self.trip = trip
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func tripTapped() { trips.select() }
  @objc func shareTapped() { trip.share() }
}
