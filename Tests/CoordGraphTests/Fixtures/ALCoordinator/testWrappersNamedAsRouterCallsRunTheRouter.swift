import UIKCoordinator
import UIKit

enum NoteRoute: NavigationRoute {
  case notes
  case note
  case tags

  var transition: NavigationTransitionStyle {
    switch self {
    case .tags: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .notes: return NotesViewController()
    case .note: return NoteViewController()
    case .tags: return TagsViewController()
    }
  }
}

// The coordinator's own methods share the names of the router's calls they make: each runs the router.
final class NoteCoordinator: NavigationCoordinator<NoteRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .notes) }
  func note() { router.navigate(to: .note) }
  func tags() { router.navigate(to: .tags) }
  func pop() { router.pop() }
  func popToRoot() { router.popToRoot() }
  func dismiss() { router.dismiss() }
}

final class NotesViewController: UIViewController {
  weak var coordinator: NoteCoordinator?
  @objc func noteTapped() { coordinator?.note() }
}

final class NoteViewController: UIViewController {
  weak var coordinator: NoteCoordinator?
  @objc func tagsTapped() { coordinator?.tags() }
  @objc func backTapped() { coordinator?.pop() }
}

final class TagsViewController: UIViewController {
  weak var coordinator: NoteCoordinator?
  @objc func doneTapped() { coordinator?.dismiss() }
  @objc func allNotesTapped() { coordinator?.popToRoot() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: NotesViewController, _ value: NoteCoordinator) { screen.coordinator = value }
func wire(_ screen: NoteViewController, _ value: NoteCoordinator) { screen.coordinator = value }
func wire(_ screen: TagsViewController, _ value: NoteCoordinator) { screen.coordinator = value }
