import Jumper
import UIKit

struct Trip: Hashable {
  let id: Int
  let plaza: String
}

final class TripsCoordinator: NavigationCoordinable {
  var navigation: Navigation<TripsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var trip = tripScreen
  @Route var dispute = disputeFlow
  @Route var export = exportScreen

  func listScreen() -> ScreenView {
    let controller = TripListViewController()
    controller.delegate = self
    return controller
  }

  func tripScreen(trip: Trip) -> ScreenView { TripViewController(trip: trip) }

  /// A slip the trial keeps on purpose: Jumper's `dismiss()` dismisses the coordinator it is called on (here the tab,
  /// which has no parent), not the dispute flow it presented; the reading notes it.
  func disputeFlow(trip: Trip) -> DisputeCoordinator {
    DisputeCoordinator(trip: trip) { [weak self] in self?.dismiss() }
  }

  func exportScreen(format: String) -> ScreenView { ExportViewController(format: format) }
}

extension TripsCoordinator: TripListDelegate {
  func tripList(didSelect trip: Trip) { push(\.trip, input: trip) }
  func tripList(dispute trip: Trip) { present(\.dispute, input: trip) }
  func tripList(export format: String) { present(\.export, input: format) }
}

protocol TripListDelegate: AnyObject {
  func tripList(didSelect trip: Trip)
  func tripList(dispute trip: Trip)
  func tripList(export format: String)
}

final class TripListViewController: UITableViewController {
  weak var delegate: TripListDelegate?
  private var trips: [Trip] = []
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Trip>(tableView: tableView) { table, path, trip in
    let cell = table.dequeueReusableCell(withIdentifier: "trip", for: path)
    cell.textLabel?.text = trip.plaza
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let export = UIMenu(
      title: "Export",
      children: ["CSV", "PDF"].map { format in
        UIAction(title: format) { [weak self] _ in self?.delegate?.tripList(export: format) }
      })
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Export", menu: export)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let trip = dataSource.itemIdentifier(for: indexPath) else { return }
    delegate?.tripList(didSelect: trip)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let trip = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let dispute = UIContextualAction(style: .normal, title: "Dispute") { [weak self] _, _, done in
      self?.delegate?.tripList(dispute: trip)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [dispute])
  }
}

final class TripViewController: UIViewController {
  let trip: Trip

  init(trip: Trip) {
    self.trip = trip
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

final class ExportViewController: UIViewController {
  let format: String

  init(format: String) {
    self.format = format
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { dismiss(animated: true) }
}

final class DisputeCoordinator: NavigationCoordinable {
  var navigation: Navigation<DisputeCoordinator> = .init(initial: \.reason)
  private let trip: Trip
  private let onClose: () -> Void

  @Route var reason = reasonScreen
  @Route var sent = sentScreen

  init(trip: Trip, onClose: @escaping () -> Void) {
    self.trip = trip
    self.onClose = onClose
  }

  func reasonScreen() -> ScreenView {
    let controller = DisputeReasonViewController()
    controller.onSend = { [weak self] in self?.push(\.sent) }
    controller.onCancel = onClose
    return controller
  }

  func sentScreen() -> ScreenView {
    let controller = DisputeSentViewController()
    controller.onDone = onClose
    return controller
  }
}

final class DisputeReasonViewController: UIViewController {
  var onSend: (() -> Void)?
  var onCancel: (() -> Void)?

  @objc private func sendTapped() { onSend?() }
  @objc private func cancelTapped() { onCancel?() }
}

final class DisputeSentViewController: UIViewController {
  var onDone: (() -> Void)?

  @objc private func doneTapped() { onDone?() }
}
