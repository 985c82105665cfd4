import Jumper
import UIKit

final class RidesTabs: TabCoordinable {
  var navigation: TabNavigation<RidesTabs> = .init {
    \RidesTabs.rides
    \RidesTabs.queue
  }

  @Route(tabItem: ridesItem) var rides = ridesCoordinator
  @Route(tabItem: queueItem) var queue = queueCoordinator

  func ridesCoordinator() -> RideListCoordinator { RideListCoordinator() }
  func queueCoordinator() -> QueueCoordinator { QueueCoordinator() }

  func ridesItem() -> UITabBarItem { UITabBarItem(title: "Rides", image: nil, tag: 0) }
  func queueItem() -> UITabBarItem { UITabBarItem(title: "Queue", image: nil, tag: 1) }
}

final class RideListCoordinator: NavigationCoordinable {
  var navigation: Navigation<RideListCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var ride = rideScreen
  @Route var ticket = ticketCoordinator

  func listScreen() -> ScreenView {
    let controller = RideListViewController()
    controller.onRide = { [weak self] name in self?.push(\.ride, input: name) }
    return controller
  }

  func rideScreen(name: String) -> ScreenView {
    let controller = RideViewController(name: name)
    controller.onTicket = { [weak self] in self?.present(\.ticket, input: name) }
    return controller
  }

  func ticketCoordinator(ride: String) -> TicketCoordinator { TicketCoordinator(ride: ride) }
}

final class RideListViewController: UITableViewController {
  var onRide: ((String) -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onRide?("Ride \(indexPath.row)")
  }
}

final class RideViewController: UIViewController {
  let name: String
  var onTicket: (() -> Void)?

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Fast pass", primaryAction: UIAction { [weak self] _ in self?.onTicket?() })
  }
}

final class TicketCoordinator: NavigationCoordinable {
  var navigation: Navigation<TicketCoordinator> = .init(initial: \.time)

  let ride: String

  @Route var time = timeScreen
  @Route var confirmed = confirmedScreen

  init(ride: String) {
    self.ride = ride
  }

  func timeScreen() -> ScreenView {
    let controller = SlotViewController()
    controller.delegate = self
    return controller
  }

  func confirmedScreen() -> ScreenView {
    let controller = ConfirmedViewController()
    controller.onDone = { [weak self] in self?.dismiss() }
    return controller
  }
}

protocol SlotViewControllerDelegate: AnyObject {
  func slotPicked()
  func slotCancelled()
}

extension TicketCoordinator: SlotViewControllerDelegate {
  func slotPicked() { push(\.confirmed) }
  func slotCancelled() { dismiss() }
}

final class SlotViewController: UIViewController {
  weak var delegate: SlotViewControllerDelegate?

  @objc func pick() { delegate?.slotPicked() }
  @objc func cancel() { delegate?.slotCancelled() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Pick", style: .done, target: self, action: #selector(pick))
  }
}

final class ConfirmedViewController: UIViewController {
  var onDone: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.onDone?() })
  }
}

final class QueueCoordinator: NavigationCoordinable {
  var navigation: Navigation<QueueCoordinator> = .init(initial: \.waits)

  @Route var waits = waitsScreen

  func waitsScreen() -> ScreenView { UIViewController() }
}
