import Combine
import UIKCoordinator
import UIKit

enum ReturnRoute: NavigationRoute {
  case reason(viewModel: ReturnReasonViewModel)
  case pickupSlot(viewModel: PickupSlotViewModel)
  case confirmation(viewModel: ReturnConfirmationViewModel)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .reason(let viewModel): return ReturnReasonViewController(viewModel: viewModel)
    case .pickupSlot(let viewModel): return PickupSlotViewController(viewModel: viewModel)
    case .confirmation(let viewModel): return ReturnConfirmationViewController(viewModel: viewModel)
    }
  }
}

/// A child flow: presented by the parcels tab, finished when the return is booked.
final class ReturnCoordinator: NavigationCoordinator<ReturnRoute> {
  private let parcel: String
  private var subscriptions = Set<AnyCancellable>()

  init(parcel: String, presentationStyle: UIModalPresentationStyle) {
    self.parcel = parcel
    super.init(presentationStyle: presentationStyle)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .reason(viewModel: ReturnReasonViewModel(coordinator: self)), animated: animated)
  }

  func choosePickup() {
    let viewModel = PickupSlotViewModel()
    viewModel.slotChosen
      .sink { [weak self] in self?.confirm() }
      .store(in: &subscriptions)
    router.navigate(to: .pickupSlot(viewModel: viewModel))
  }

  func confirm() {
    router.navigate(to: .confirmation(viewModel: ReturnConfirmationViewModel(coordinator: self)))
  }

  func done() {
    finishFlow(animated: true, completion: nil)
  }

  func backToParcel() {
    router.popToView(ParcelDetailViewController.self, animated: true)  // planted: invalid-pop-target
  }
}

final class ReturnReasonViewModel {
  private weak var coordinator: ReturnCoordinator?

  init(coordinator: ReturnCoordinator) { self.coordinator = coordinator }

  func reasonChosen() { coordinator?.choosePickup() }
}

/// Publishes what the user chose; the coordinator subscribes.
final class PickupSlotViewModel {
  let slotChosen = PassthroughSubject<Void, Never>()

  func chooseSlot() { slotChosen.send() }
}

final class ReturnConfirmationViewModel {
  private weak var coordinator: ReturnCoordinator?

  init(coordinator: ReturnCoordinator) { self.coordinator = coordinator }

  func finish() { coordinator?.done() }
  func viewParcel() { coordinator?.backToParcel() }
}

final class ReturnReasonViewController: UIViewController {
  private let viewModel: ReturnReasonViewModel

  init(viewModel: ReturnReasonViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func nextTapped() { viewModel.reasonChosen() }
}

final class PickupSlotViewController: UIViewController {
  private let viewModel: PickupSlotViewModel

  init(viewModel: PickupSlotViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func slotTapped() { viewModel.chooseSlot() }
}

final class ReturnConfirmationViewController: UIViewController {
  private let viewModel: ReturnConfirmationViewModel

  init(viewModel: ReturnConfirmationViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { viewModel.finish() }
  @objc private func parcelTapped() { viewModel.viewParcel() }
}
