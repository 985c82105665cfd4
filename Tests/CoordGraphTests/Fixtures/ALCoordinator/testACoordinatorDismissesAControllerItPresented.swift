import UIKCoordinator
import UIKit

enum ShelfRoute: NavigationRoute {
  case list(ShelfCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return ShelfViewController(coordinator: coordinator)
    }
  }
}

final class ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .list(self), animated: animated)
  }

  func showTerms() {
    let terms = TermsViewController()
    terms.onAccept = { [weak terms] in terms?.dismiss(animated: true) }
    router.present(terms)
  }
}

final class ShelfViewController: UIViewController {
  weak var coordinator: ShelfCoordinator?

  init(coordinator: ShelfCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func termsTapped() { coordinator?.showTerms() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Terms", style: .plain, target: self, action: #selector(termsTapped))
  }
}

final class TermsViewController: UIViewController {
  var onAccept: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.onAccept?() })
  }
}
