import UIKCoordinator
import UIKit

struct Car { let id: Int; let electric: Bool }

enum CarsRoute: NavigationRoute {
  case list(CarListDelegate)
  case detail(Car, CarsCoordinator)
  case charging(Car)
  case addCar(CarsCoordinator)
  case removeConfirm

  var transition: NavigationTransitionStyle {
    switch self {
    case .addCar: return .modal
    case .removeConfirm: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let delegate): return CarListViewController(delegate: delegate)
    case .detail(let car, let coordinator): return CarDetailViewController(car: car, coordinator: coordinator)
    case .charging: return UIViewController()
    case .addCar(let coordinator): return AddCarViewController(coordinator: coordinator)
    case .removeConfirm: return UIViewController()
    }
  }
}

protocol CarListDelegate: AnyObject {
  func carList(didSelect car: Car)
  func carListDidTapAdd()
}

final class CarsCoordinator: NavigationCoordinator<CarsRoute> {
  enum Action {
    case open(Car)
    case charge(Car)
    case add
    case close
  }

  override func start(animated: Bool) { router.startFlow(route: .list(self)) }

  func handle(_ action: Action) {
    switch action {
    case .open(let car): router.navigate(to: .detail(car, self))
    case .charge(let car): router.navigate(to: .charging(car))
    case .add: router.navigate(to: .addCar(self))
    case .close: router.dismiss()
    }
  }
}

extension CarsCoordinator: CarListDelegate {
  func carList(didSelect car: Car) { handle(.open(car)) }
  func carListDidTapAdd() { handle(.add) }
}

final class CarListViewController: UIViewController {
  weak var delegate: CarListDelegate?
  init(delegate: CarListDelegate) {
    self.delegate = delegate
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  func select(_ car: Car) { delegate?.carList(didSelect: car) }
  @objc func addTapped() { delegate?.carListDidTapAdd() }
}

final class CarDetailViewController: UIViewController {
  let car: Car
  weak var coordinator: CarsCoordinator?
  init(car: Car, coordinator: CarsCoordinator) {
    self.car = car
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func chargeTapped() {
    guard car.electric else { return }
    coordinator?.handle(.charge(car))
  }
}

final class AddCarViewController: UIViewController {
  weak var coordinator: CarsCoordinator?
  init(coordinator: CarsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func cancelTapped() {
    let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
      guard let self else { return }
      self.coordinator?.handle(.close)
    })
    present(alert, animated: true)
  }
}
