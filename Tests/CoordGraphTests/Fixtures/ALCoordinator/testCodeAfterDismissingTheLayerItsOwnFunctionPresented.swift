import UIKCoordinator
import UIKit

enum DepotRoute: NavigationRoute {
  case home(DepotCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .home(let coordinator): return HomeViewController(coordinator: coordinator)
    }
  }
}

final class DepotCoordinator: NavigationCoordinator<DepotRoute> {
  override func start(animated: Bool) { router.startFlow(route: .home(self), animated: animated) }
  func pack() { router.navigate(to: PackingCoordinator()) }
}

final class HomeViewController: UIViewController {
  private unowned let coordinator: DepotCoordinator
  init(coordinator: DepotCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func packTapped() { coordinator.pack() }
}

enum PackingRoute: NavigationRoute {
  case orders(PackingCoordinator)
  case order(PackingCoordinator)
  case packed

  var transition: NavigationTransitionStyle {
    switch self {
    case .packed: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .orders(let coordinator): return OrdersViewController(coordinator: coordinator)
    case .order(let coordinator): return OrderViewController(coordinator: coordinator)
    case .packed: return UIViewController()
    }
  }
}

final class PackingCoordinator: NavigationCoordinator<PackingRoute> {
  override func start(animated: Bool) { router.startFlow(route: .orders(self), animated: animated) }

  func open() { router.navigate(to: .order(self)) }

  func markPacked() {
    router.navigate(to: .packed)
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
      self?.router.dismiss(animated: true)
      self?.router.pop(animated: true)
    }
  }
}

final class OrdersViewController: UIViewController {
  private unowned let coordinator: PackingCoordinator
  init(coordinator: PackingCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func openTapped() { coordinator.open() }
}

final class OrderViewController: UIViewController {
  private unowned let coordinator: PackingCoordinator
  init(coordinator: PackingCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func packTapped() { coordinator.markPacked() }
}
