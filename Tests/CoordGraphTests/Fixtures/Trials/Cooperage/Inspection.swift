import UIKCoordinator
import UIKit

enum InspectionRoute: NavigationRoute {
  case checklist(InspectionCoordinator)
  case verdict(passed: Bool, InspectionCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .checklist(let coordinator): return ChecklistViewController(coordinator: coordinator)
    case .verdict(let passed, let coordinator): return VerdictViewController(passed: passed, coordinator: coordinator)
    }
  }
}

final class InspectionCoordinator: NavigationCoordinator<InspectionRoute> {
  let cask: String

  init(cask: String) {
    self.cask = cask
    super.init(parent: nil, presentationStyle: .formSheet)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .checklist(self), animated: animated)
  }

  func record(passed: Bool) { router.navigate(to: .verdict(passed: passed, self)) }
  func close() { finishFlow(animated: true) }
}

final class ChecklistViewController: UIViewController {
  private weak var coordinator: InspectionCoordinator?

  init(coordinator: InspectionCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func passTapped() { coordinator?.record(passed: true) }
  @objc private func failTapped() { coordinator?.record(passed: false) }
}

final class VerdictViewController: UIViewController {
  let passed: Bool
  private weak var coordinator: InspectionCoordinator?

  init(passed: Bool, coordinator: InspectionCoordinator) {
    self.passed = passed
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { coordinator?.close() }
}
