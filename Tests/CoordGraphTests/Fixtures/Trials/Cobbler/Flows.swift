import UIKCoordinator
import UIKit

enum CatalogueRoute: NavigationRoute {
  case list(CatalogueCoordinator)
  case shoe(String, ShoeRouting)
  case maker(String)
  case sizes(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .shoe, .maker: return .push
    case .sizes: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return CatalogueViewController(coordinator: coordinator)
    case .shoe(let shoe, let router): return ShoeViewController(shoe: shoe, router: router)
    case .maker(let name): return MakerViewController(name: name)
    case .sizes(let shoe): return SizesViewController(shoe: shoe)
    }
  }
}

final class CatalogueCoordinator: NavigationCoordinator<CatalogueRoute>, ShoeRouting {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .list(self), animated: animated)
  }

  func open(_ shoe: String) { router.navigate(to: .shoe(shoe, self)) }
  func showMaker(of shoe: String) { router.navigate(to: .maker(shoe)) }
  func showSizes(of shoe: String) { router.navigate(to: .sizes(shoe)) }
}

final class CatalogueViewController: UITableViewController {
  private weak var coordinator: CatalogueCoordinator?

  init(coordinator: CatalogueCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.open("shoe-\(indexPath.row)")
  }
}

final class MakerViewController: UIViewController {
  let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

final class SizesViewController: UIViewController {
  let shoe: String

  init(shoe: String) {
    self.shoe = shoe
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func closeTapped() { dismiss(animated: true) }
}

enum RepairsRoute: NavigationRoute {
  case tickets(RepairsCoordinator)
  case shoe(String, ShoeRouting)
  case quote(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .tickets, .shoe: return .push
    case .quote: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .tickets(let coordinator): return TicketsViewController(coordinator: coordinator)
    case .shoe(let shoe, let router): return ShoeViewController(shoe: shoe, router: router)
    case .quote(let shoe): return QuoteViewController(shoe: shoe)
    }
  }
}

final class RepairsCoordinator: NavigationCoordinator<RepairsRoute>, ShoeRouting {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .tickets(self), animated: animated)
  }

  func open(_ shoe: String) { router.navigate(to: .shoe(shoe, self)) }
  func showMaker(of shoe: String) { router.navigate(to: .quote(shoe)) }
  func showSizes(of shoe: String) {}
}

final class TicketsViewController: UITableViewController {
  private weak var coordinator: RepairsCoordinator?

  init(coordinator: RepairsCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.open("ticket-\(indexPath.row)")
  }
}

final class QuoteViewController: UIViewController {
  let shoe: String
  var onDone: (() -> Void)?

  init(shoe: String) {
    self.shoe = shoe
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { dismiss(animated: true) }
}
