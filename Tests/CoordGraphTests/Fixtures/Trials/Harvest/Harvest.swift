import UIKCoordinator
import UIKit

enum HarvestRoute: NavigationRoute {
  case crates(HarvestCoordinator)
  case weigh(HarvestCoordinator)
  case summary(HarvestCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .crates(let c): return CratesViewController(coordinator: c)
    case .weigh(let c): return WeighViewController(coordinator: c)
    case .summary(let c): return SummaryViewController(coordinator: c)
    }
  }
}

final class HarvestCoordinator: NavigationCoordinator<HarvestRoute> {
  var onFinished: (() -> Void)?
  let field: Int

  init(field: Int) {
    self.field = field
    super.init(presentationStyle: .fullScreen)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .crates(self), animated: animated)
    presentCoordinator(animated: animated)
  }

  func weigh() { router.navigate(to: .weigh(self)) }
  func summarise() { router.navigate(to: .summary(self)) }
  func back() { router.pop(animated: true) }

  func done() {
    finish(animated: true) { [weak self] in self?.onFinished?() }
  }
}

final class CratesViewController: UIViewController {
  private weak var coordinator: HarvestCoordinator?
  init(coordinator: HarvestCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.coordinator?.weigh() })
  }
}

final class WeighViewController: UIViewController {
  private weak var coordinator: HarvestCoordinator?
  init(coordinator: HarvestCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func nextTapped() { coordinator?.summarise() }
  @objc private func backTapped() { coordinator?.back() }
}

final class SummaryViewController: UIViewController {
  private weak var coordinator: HarvestCoordinator?
  init(coordinator: HarvestCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func finishTapped() { coordinator?.done() }
}
