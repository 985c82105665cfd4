import UIKCoordinator
import UIKit

enum PantryRoute: NavigationRoute {
  case shelves(PantryCoordinator)
  case jar(name: String, coordinator: PantryCoordinator)
  case label(String)
  case receipt(total: Int)

  var transition: NavigationTransitionStyle {
    switch self {
    case let .receipt(total) where total > 100: return .modalFullscreen
    case .receipt, .label: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case let .shelves(coordinator):
      return ShelvesViewController(onOpen: coordinator.openJar)
    case .jar(let name, let coordinator):
      return JarViewController(name: name, onLabel: { coordinator.printLabel(for: name) })
    case let .label(text):
      return LabelViewController(text: text)
    case .receipt:
      return ReceiptViewController()
    }
  }
}

enum JarEvent {
  case refill(Int)
  case discard
}

final class PantryCoordinator: NavigationCoordinator<PantryRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .shelves(self), animated: animated)
  }

  func openJar(_ name: String) { router.navigate(to: .jar(name: name, coordinator: self)) }
  func printLabel(for name: String) { router.navigate(to: .label(name)) }

  func handle(_ event: JarEvent) {
    if case let .refill(amount) = event {
      router.navigate(to: .receipt(total: amount))
    } else {
      router.pop()
    }
  }
}

final class ShelvesViewController: UIViewController {
  private let onOpen: (String) -> Void
  init(onOpen: @escaping (String) -> Void) {
    self.onOpen = onOpen
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func openFirst() { onOpen("Honey") }
}

final class JarViewController: UIViewController {
  weak var coordinator: PantryCoordinator?
  private let name: String
  private let onLabel: () -> Void
  init(name: String, onLabel: @escaping () -> Void) {
    self.name = name
    self.onLabel = onLabel
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func labelTapped() { onLabel() }
}

final class LabelViewController: UIViewController {
  weak var coordinator: PantryCoordinator?
  init(text: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func refillTapped() { coordinator?.handle(.refill(3)) }
}

final class ReceiptViewController: UIViewController {
  weak var coordinator: PantryCoordinator?
  @objc private func throwAway() { coordinator?.handle(.discard) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: LabelViewController, _ value: PantryCoordinator) { screen.coordinator = value }
func wire(_ screen: ReceiptViewController, _ value: PantryCoordinator) { screen.coordinator = value }
