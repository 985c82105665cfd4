import Jumper
import UIKit

final class ExploreCoordinator: NavigationCoordinable {
  var navigation: Navigation<ExploreCoordinator> = .init(initial: \.destinations)

  @Route var destinations = destinationsScreen
  @Route var destination = destinationScreen
  @Route var gallery = galleryScreen
  @Route var mapView = mapScreen
  @Route var booking = bookingFlow
  @Route var offlineMaps = offlineMapsFlow

  func destinationsScreen() -> ScreenView {
    let controller = DestinationsViewController()
    controller.coordinator = self
    return controller
  }

  func destinationScreen(id: String) -> ScreenView {
    let controller = DestinationViewController(id: id)
    controller.coordinator = self
    return controller
  }

  func galleryScreen(id: String) -> ScreenView {
    GalleryViewController(id: id)
  }

  func mapScreen(id: String) -> ScreenView {
    let controller = MapViewController(id: id)
    controller.coordinator = self
    return controller
  }

  func bookingFlow(id: String) -> BookingCoordinator {
    BookingCoordinator(destination: id)
  }

  func offlineMapsFlow() -> OfflineMapsCoordinator {
    OfflineMapsCoordinator()
  }
}

final class DestinationsViewController: UITableViewController {
  weak var coordinator: ExploreCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.destination, input: "\(indexPath.row)")
  }
}

final class DestinationViewController: UIViewController {
  weak var coordinator: ExploreCoordinator?
  private let id: String

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func photosTapped() { coordinator?.present(\.gallery, input: id) }
  @objc private func mapTapped() { coordinator?.push(\.mapView, input: id) }
  @objc private func bookTapped() { coordinator?.present(\.booking, input: id) }
}

final class GalleryViewController: UIViewController {
  init(id: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class MapViewController: UIViewController {
  weak var coordinator: ExploreCoordinator?

  init(id: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }

  @objc private func offlineTapped() { coordinator?.present(\.offlineMaps) }
}
