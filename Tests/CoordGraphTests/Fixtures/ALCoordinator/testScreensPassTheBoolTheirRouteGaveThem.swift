import UIKCoordinator
import UIKit

enum NoteRoute: NavigationRoute {
  case list
  case create
  case edit
  case share
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .list: return NoteListViewController()
    case .create: return EditorViewController(isNew: true)
    case .edit: return EditorViewController(isNew: false)
    case .share: return ShareViewController(fromEditor: Bool.random())
    }
  }
}

final class NoteCoordinator: NavigationCoordinator<NoteRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list) }

  func open(_ route: NoteRoute) { router.navigate(to: route) }

  // The editor passes the `isNew` its route built it with: `.create` shares, `.edit` goes back.
  func editorFinished(created: Bool) {
    if created {
      router.navigate(to: .share)
    } else {
      router.pop()
    }
  }

  // The editor passes its `Bool` as the selector; the arms are over a later parameter, so they keep every caller.
  func leave(_ quickly: Bool, _ reason: LeaveReason) {
    switch reason {
    case .done: router.popToRoot()
    case .cancel: break
    }
  }
}

final class NoteListViewController: UIViewController {
  weak var coordinator: NoteCoordinator?
  @objc func add() { coordinator?.open(.create) }
  @objc func select() { coordinator?.open(.edit) }
}

final class EditorViewController: UIViewController {
  weak var coordinator: NoteCoordinator?
  private let isNew: Bool

  init(isNew: Bool) {
    self.isNew = isNew
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  @objc func save() { coordinator?.editorFinished(created: isNew) }
  @objc func close() { coordinator?.leave(isNew, .done) }

  // Its own test of the value: `if isNew` runs where the route built the editor with `true`.
  @objc func cancel() {
    if isNew {
      coordinator?.open(.list)
    } else {
      coordinator?.editorFinished(created: false)
    }
  }
}

// A value the code does not show (`Bool.random()`): the share screen runs both branches.
final class ShareViewController: UIViewController {
  weak var coordinator: NoteCoordinator?
  private let fromEditor: Bool

  init(fromEditor: Bool) {
    self.fromEditor = fromEditor
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  @objc func done() { coordinator?.editorFinished(created: fromEditor) }
}

enum LeaveReason {
  case done
  case cancel
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: NoteListViewController, _ value: NoteCoordinator) { screen.coordinator = value }
func wire(_ screen: EditorViewController, _ value: NoteCoordinator) { screen.coordinator = value }
func wire(_ screen: ShareViewController, _ value: NoteCoordinator) { screen.coordinator = value }
