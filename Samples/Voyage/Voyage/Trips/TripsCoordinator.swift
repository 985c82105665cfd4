import Jumper
import UIKit

final class TripsCoordinator: NavigationCoordinable {
  var navigation: Navigation<TripsCoordinator> = .init(initial: \.trips)

  @Route var trips = tripsScreen
  @Route var tripDetail = tripDetailScreen
  @Route var itinerary = itineraryScreen
  @Route var archive = archiveScreen
  @Route var share = shareScreen

  func tripsScreen() -> ScreenView {
    let controller = TripsViewController()
    controller.coordinator = self
    return controller
  }

  func tripDetailScreen(id: String) -> ScreenView {
    let controller = TripDetailViewController(id: id)
    controller.coordinator = self
    return controller
  }

  func itineraryScreen(id: String) -> ScreenView {
    ItineraryViewController(id: id)
  }

  func archiveScreen() -> ScreenView {
    let controller = ArchiveViewController()
    controller.coordinator = self
    return controller
  }

  func shareScreen(id: String) -> ScreenView {
    UIActivityViewController(activityItems: [id], applicationActivities: nil)
  }
}

final class TripsViewController: UITableViewController {
  weak var coordinator: TripsCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.tripDetail, input: "\(indexPath.row)")
  }

  @objc private func archiveTapped() { coordinator?.push(\.archive) }
}

final class TripDetailViewController: UIViewController {
  weak var coordinator: TripsCoordinator?
  private let id: String

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func itineraryTapped() { coordinator?.push(\.itinerary, input: id) }
  @objc private func shareTapped() { coordinator?.present(\.share, input: id) }
  // Meant for trips opened from the archive; a trip opened from the list has no archive below it.
  @objc private func archiveTapped() { coordinator?.pop(to: \.archive) }  // planted: invalid-pop-target
}

final class ItineraryViewController: UIViewController {
  init(id: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class ArchiveViewController: UITableViewController {
  weak var coordinator: TripsCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.tripDetail, input: "archived-\(indexPath.row)")
  }
}
