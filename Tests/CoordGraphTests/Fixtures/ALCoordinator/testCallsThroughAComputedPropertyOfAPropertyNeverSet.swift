import UIKCoordinator
import UIKit

enum WorkshopRoute: NavigationRoute {
  case bench(WorkshopCoordinator)
  case tools

  var transition: NavigationTransitionStyle {
    switch self {
    case .bench: return .push
    case .tools: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .bench(let coordinator):
      let bench = BenchViewController()
      bench.onTools = { coordinator.showTools() }
      return bench
    case .tools: return ToolsViewController()
    }
  }
}

final class WorkshopCoordinator: NavigationCoordinator<WorkshopRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .bench(self), animated: animated)
  }

  func showTools() { router.navigate(to: .tools) }
  func closeTools() { router.dismiss(animated: true) }
}

class WorkshopScreen: UIViewController {
  weak var owner: Coordinator?
  var workshop: WorkshopCoordinator? { owner as? WorkshopCoordinator }
}

final class BenchViewController: UIViewController {
  var onTools: (() -> Void)?
  @objc func tools() { onTools?() }
}

final class ToolsViewController: WorkshopScreen {
  @objc func done() { workshop?.closeTools() }
}
