import UIKCoordinator
import UIKit

enum BookingsRoute: NavigationRoute {
  case list(BookingsCoordinator)
  case booking(id: Int, BookingsCoordinator)
  case cancelled(BookingsCoordinator)

  var transition: NavigationTransitionStyle {
    if case .cancelled = self { return .modalFullscreen }
    return .push
  }

  func view() -> UIViewController {
    switch self {
    case .list(let owner): return BookingListViewController(coordinator: owner)
    case .booking(let id, let owner): return BookingViewController(id: id, coordinator: owner)
    case .cancelled(let owner): return CancelledViewController(onDone: owner.cancellationSeen)
    }
  }
}

final class BookingsCoordinator: NavigationCoordinator<BookingsRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .list(self), animated: animated)
  }

  func open(booking id: Int) { router.navigate(to: .booking(id: id, self)) }

  func cancel(booking id: Int) {
    router.navigate(to: .cancelled(self))
  }

  func cancellationSeen() {
    router.dismiss(animated: true)
    router.popToRoot(animated: false)
  }
}

final class BookingListViewController: CoordinatedViewController<BookingsCoordinator> {
  override func viewDidLoad() {
    super.viewDidLoad()
    let first = UIButton(type: .system)
    first.addTarget(self, action: #selector(openFirst), for: .touchUpInside)
  }

  @objc private func openFirst() { coordinator?.open(booking: 1) }
}

final class BookingViewController: CoordinatedViewController<BookingsCoordinator> {
  private let id: Int

  init(id: Int, coordinator: BookingsCoordinator) {
    self.id = id
    super.init(coordinator: coordinator)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let cancel = UIButton(type: .system)
    cancel.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let alert = UIAlertController(title: "Cancel?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Yes", style: .destructive) { _ in self.coordinator?.cancel(booking: self.id) })
        alert.addAction(UIAlertAction(title: "No", style: .cancel))
        self.present(alert, animated: true)
      }, for: .touchUpInside)
  }
}

final class CancelledViewController: UIViewController {
  private let onDone: () -> Void

  init(onDone: @escaping () -> Void) {
    self.onDone = onDone
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.onDone() })
  }
}

enum ProfileRoute: NavigationRoute {
  case profile

  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .profile, animated: animated)
  }
}
