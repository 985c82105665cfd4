import Combine
import UIKCoordinator
import UIKit

enum FittingsRoute: NavigationRoute {
  case calendar(CalendarViewModel)
  case slot(Date, FittingsCoordinator)
  case measurements(FittingsCoordinator)
  case confirmation

  var transition: NavigationTransitionStyle {
    switch self {
    case .calendar, .slot: return .push
    case .measurements: return .modal
    case .confirmation: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .calendar(let model):
      let storyboard = UIStoryboard(name: "Fittings", bundle: nil)
      let controller = storyboard.instantiateViewController(identifier: "Calendar") as! CalendarViewController
      controller.model = model
      return controller
    case .slot(let date, let coordinator):
      return SlotViewController(date: date, coordinator: coordinator)
    case .measurements(let coordinator):
      return UINavigationController(rootViewController: MeasurementsViewController(coordinator: coordinator))
    case .confirmation:
      return ConfirmationViewController()
    }
  }
}

final class FittingsCoordinator: NavigationCoordinator<FittingsRoute> {
  private var cancellables: Set<AnyCancellable> = []

  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    let model = CalendarViewModel()
    model.picked
      .sink { [weak self] date in self?.openSlot(date) }
      .store(in: &cancellables)
    router.startFlow(route: .calendar(model), animated: animated)
  }

  func openSlot(_ date: Date) {
    router.navigate(to: .slot(date, self))
  }

  func book() {
    router.navigate(to: .measurements(self), transitionStyle: .modalFullscreen)
  }

  func measurementsSaved() {
    router.dismiss(animated: true)
  }

  func confirm() {
    router.popToRoot(animated: true) { [weak self] in
      self?.router.navigate(to: .confirmation)
    }
  }

  func askToDiscard() {
    let alert = UIAlertController(title: "Discard the slot?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in self?.router.pop() })
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    router.present(alert)
  }
}

final class CalendarViewModel {
  let picked = PassthroughSubject<Date, Never>()

  func select(_ date: Date) { picked.send(date) }
}

final class CalendarViewController: UIViewController {
  var model: CalendarViewModel!

  @IBAction private func todayTapped(_ sender: UIButton) {
    model.select(Date())
  }
}

final class SlotViewController: UIViewController {
  let date: Date
  private weak var coordinator: FittingsCoordinator?

  init(date: Date, coordinator: FittingsCoordinator) {
    self.date = date
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Book", primaryAction: UIAction { [weak self] _ in self?.coordinator?.book() }),
      UIBarButtonItem(title: "Confirm", primaryAction: UIAction { [weak self] _ in self?.coordinator?.confirm() }),
    ]
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.coordinator?.askToDiscard() })
  }
}

final class MeasurementsViewController: UIViewController {
  private weak var coordinator: FittingsCoordinator?

  init(coordinator: FittingsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.coordinator?.measurementsSaved() })
  }
}

final class ConfirmationViewController: UIViewController {}
