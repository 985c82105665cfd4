import UIKCoordinator
import UIKit

enum ParcelsRoute: NavigationRoute {
  case parcels(viewModel: ParcelListViewModel)
  case parcelDetail(viewModel: ParcelDetailViewModel)
  case trackMap(viewModel: TrackMapViewModel)  // planted: no-way-back
  case courierInfo(viewModel: CourierInfoViewModel)  // planted: no-way-back
  case courierChat  // planted: dead-end, no-way-back

  var transition: NavigationTransitionStyle {
    switch self {
    case .parcels, .parcelDetail, .courierInfo: return .push
    case .trackMap, .courierChat: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .parcels(let viewModel): return ParcelListViewController(viewModel: viewModel)
    case .parcelDetail(let viewModel): return ParcelDetailViewController(viewModel: viewModel)
    case .trackMap(let viewModel): return TrackMapViewController(viewModel: viewModel)
    case .courierInfo(let viewModel): return CourierInfoViewController(viewModel: viewModel)
    case .courierChat: return CourierChatViewController()
    }
  }
}

final class ParcelsCoordinator: NavigationCoordinator<ParcelsRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .parcels(viewModel: ParcelListViewModel(coordinator: self)), animated: animated)
  }

  func showDetail(of parcel: String) {
    router.navigate(to: .parcelDetail(viewModel: ParcelDetailViewModel(parcel: parcel, coordinator: self)))
  }

  func showMap(of parcel: String) {
    router.navigate(to: .trackMap(viewModel: TrackMapViewModel(coordinator: self)))
  }

  func showCourier() {
    router.navigate(to: .courierInfo(viewModel: CourierInfoViewModel(coordinator: self)))
  }

  func backToMap() {
    router.pop()
  }

  func chatWithCourier() {
    router.navigate(to: .courierChat)
  }

  func startReturn(of parcel: String) {
    let returns = ReturnCoordinator(parcel: parcel, presentationStyle: .pageSheet)
    router.navigate(to: returns)
  }
}

final class ParcelListViewModel {
  private weak var coordinator: ParcelsCoordinator?

  init(coordinator: ParcelsCoordinator) { self.coordinator = coordinator }

  func open(_ parcel: String) { coordinator?.showDetail(of: parcel) }
}

final class ParcelDetailViewModel {
  let parcel: String
  private weak var coordinator: ParcelsCoordinator?

  init(parcel: String, coordinator: ParcelsCoordinator) {
    self.parcel = parcel
    self.coordinator = coordinator
  }

  func track() { coordinator?.showMap(of: parcel) }
  func chat() { coordinator?.chatWithCourier() }
  func requestReturn() { coordinator?.startReturn(of: parcel) }
}

// The map is shown full screen with no close button: once in, the user can only go between the map
// and the courier's card.
final class TrackMapViewModel {
  private weak var coordinator: ParcelsCoordinator?

  init(coordinator: ParcelsCoordinator) { self.coordinator = coordinator }

  func courierTapped() { coordinator?.showCourier() }
}

final class CourierInfoViewModel {
  private weak var coordinator: ParcelsCoordinator?

  init(coordinator: ParcelsCoordinator) { self.coordinator = coordinator }

  func mapTapped() { coordinator?.backToMap() }
}

final class ParcelListViewController: UITableViewController {
  private let viewModel: ParcelListViewModel

  init(viewModel: ParcelListViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.open("\(indexPath.row)")
  }
}

final class ParcelDetailViewController: UIViewController {
  private let viewModel: ParcelDetailViewModel

  init(viewModel: ParcelDetailViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func trackTapped() { viewModel.track() }
  @objc private func chatTapped() { viewModel.chat() }
  @objc private func returnTapped() { viewModel.requestReturn() }
}

final class TrackMapViewController: UIViewController {
  private let viewModel: TrackMapViewModel

  init(viewModel: TrackMapViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func courierTapped() { viewModel.courierTapped() }
}

final class CourierInfoViewController: UIViewController {
  private let viewModel: CourierInfoViewModel

  init(viewModel: CourierInfoViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func mapTapped() { viewModel.mapTapped() }
}

// Full screen, and nothing on it leads anywhere.
final class CourierChatViewController: UIViewController {}
