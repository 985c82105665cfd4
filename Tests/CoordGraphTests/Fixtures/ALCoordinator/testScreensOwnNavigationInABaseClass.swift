import UIKCoordinator
import UIKit

enum NotesRoute: NavigationRoute {
  case notes(NotesCoordinator)
  case tags

  var transition: NavigationTransitionStyle {
    switch self {
    case .notes: return .push
    case .tags: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .notes(let coordinator):
      let notes = NotesViewController()
      notes.onTags = { [weak coordinator] in coordinator?.showTags() }
      return notes
    case .tags: return TagsViewController()
    }
  }
}

final class NotesCoordinator: NavigationCoordinator<NotesRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .notes(self), animated: animated) }
  func showTags() { router.navigate(to: .tags) }
}

class ModalViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
  }

  @objc func closeTapped() { dismiss(animated: true) }
}

final class TagsViewController: ModalViewController {}

final class NotesViewController: UIViewController {
  var onTags: (() -> Void)?
  @objc private func tagsTapped() { onTags?() }
}
