import UIKCoordinator
import UIKit

enum TripRoute: NavigationRoute {
  case trips
  case dates(onChosen: (Date) -> Void)
  case seats(PickedSeat)
  case summary
  var transition: NavigationTransitionStyle {
    switch self {
    case .dates, .seats: return .modal
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .trips: return TripsViewController()
    case .dates(let onChosen): return DatesViewController(onChosen: onChosen)
    case .seats(let picked): return SeatsViewController(picked: picked)
    case .summary: return UIViewController()
    }
  }
}

struct PickedSeat {
  let onSeat: (Int) -> Void
}

protocol TripRouting: AnyObject {
  func chooseDate(onChosen: @escaping (Date) -> Void)
  func chooseSeat(_ done: @escaping (Int) -> Void)
  func showSummary()
  func close()
}

final class TripCoordinator: NavigationCoordinator<TripRoute>, TripRouting {
  override func start(animated: Bool = true) { router.startFlow(route: .trips, animated: animated) }
  func chooseDate(onChosen: @escaping (Date) -> Void) { presentDates(onChosen) }
  private func presentDates(_ handler: @escaping (Date) -> Void) {
    router.navigate(to: .dates(onChosen: handler))
  }
  func chooseSeat(_ done: @escaping (Int) -> Void) {
    router.navigate(to: .seats(PickedSeat(onSeat: done)))
  }
  func showSummary() { router.navigate(to: .summary) }
  func close() { router.dismiss(animated: true) }
}

final class TripsViewController: UIViewController {
  weak var routing: TripRouting?
  @objc func dateTapped() {
    routing?.chooseDate(onChosen: { [weak self] date in
      self?.routing?.close()
      self?.routing?.showSummary()
    })
  }
  @objc func seatTapped() {
    routing?.chooseSeat { [weak self] seat in
      self?.routing?.close()
    }
  }
}

final class DatesViewController: UIViewController {
  let onChosen: (Date) -> Void
  init(onChosen: @escaping (Date) -> Void) {
    self.onChosen = onChosen
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc func doneTapped() { onChosen(Date()) }
}

final class SeatsViewController: UIViewController {
  let picked: PickedSeat
  init(picked: PickedSeat) {
    self.picked = picked
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc func seatTapped() { picked.onSeat(12) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: TripsViewController, _ value: TripRouting) { screen.routing = value }
