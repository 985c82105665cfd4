import UIKCoordinator
import UIKit

enum DockRoute: NavigationRoute {
  case boats(DockCoordinator)
  case boat(DockCoordinator)
  case crew(DockCoordinator)
  case log

  var transition: NavigationTransitionStyle {
    switch self {
    case .log: return .modalFullscreen
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .boats(let c): return BoatsViewController(coordinator: c)
    case .boat(let c): return BoatViewController(coordinator: c)
    case .crew(let c): return CrewViewController(coordinator: c)
    case .log: return UIViewController()
    }
  }
}

enum Menu: Int { case boat, crew, log, weather }

final class DockCoordinator: NavigationCoordinator<DockRoute> {
  override func start(animated: Bool) { router.startFlow(route: .boats(self), animated: animated) }

  func select(_ item: Menu) {
    switch item {
    case .boat: router.navigate(to: .boat(self))
    case .crew: router.navigate(to: .crew(self), transitionStyle: .modal)
    case .log: router.navigate(to: .log)
    case .weather:
      let weather = WeatherCoordinator(presentationStyle: .pageSheet)
      weather.onFinish = { [weak self] in self?.router.popToRoot(animated: true) }
      router.navigate(to: weather)
    }
  }

  func backToBoats() { router.popToView(BoatsViewController.self) }
}

final class BoatsViewController: UITableViewController {
  unowned let coordinator: DockCoordinator
  init(coordinator: DockCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(showWeather))
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let item = Menu(rawValue: indexPath.row) else { return }
    coordinator.select(item)
  }

  @objc private func showWeather() { coordinator.select(.weather) }
}

final class BoatViewController: UIViewController {
  unowned let coordinator: DockCoordinator
  init(coordinator: DockCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func crewTapped() { coordinator.select(.crew) }
}

final class CrewViewController: UIViewController {
  unowned let coordinator: DockCoordinator
  init(coordinator: DockCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func doneTapped() { coordinator.backToBoats() }
}
