import Combine
import UIKit
import RxSwift
import RxCocoa
import UIKCoordinator

enum HarborRoute: NavigationRoute {
  case dock(HarborCoordinator)
  case boats(HarborCoordinator)
  case fuel
  case tides
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .dock(let coordinator): return DockViewController(coordinator: coordinator)
    case .boats(let coordinator): return BoatsViewController(coordinator: coordinator)
    default: return UIViewController()
    }
  }
}

enum HarborStep { case boats, fuel, tides }

final class HarborCoordinator: NavigationCoordinator<HarborRoute> {
  let steps = PublishRelay<HarborStep>()
  @Published var pending: HarborStep?
  let bag = DisposeBag()
  var subscriptions = Set<AnyCancellable>()

  override func start(animated: Bool) {
    steps.subscribe(onNext: { [weak self] step in self?.go(step) }).disposed(by: bag)
    $pending.compactMap { $0 }.sink { [weak self] in self?.go($0) }.store(in: &subscriptions)
    router.startFlow(route: .dock(self))
  }

  func go(_ step: HarborStep) {
    switch step {
    case .boats: router.navigate(to: .boats(self))
    case .fuel: router.navigate(to: .fuel)
    case .tides: router.navigate(to: .tides)
    }
  }
}

final class DockViewController: UIViewController {
  let coordinator: HarborCoordinator
  let bag = DisposeBag()
  let boatsButton = UIButton()
  let fuelButton = UIButton()
  init(coordinator: HarborCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    boatsButton.rx.tap.map { HarborStep.boats }.bind(to: coordinator.steps).disposed(by: bag)
    fuelButton.rx.tap.map { HarborStep.fuel }.bind(to: coordinator.steps).disposed(by: bag)
  }
}

final class BoatsViewController: UIViewController {
  let coordinator: HarborCoordinator
  init(coordinator: HarborCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func tidesTapped() { coordinator.pending = .tides }
}
