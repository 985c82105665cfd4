import UIKCoordinator
import UIKit

protocol EditorCoordinatorDelegate: AnyObject {
  func editorDidSave(_ editor: EditorCoordinator, entry: Int)
  func editorDidCancel(_ editor: EditorCoordinator)
}

typealias EditorRoute = EditorCoordinator.Screen

final class EditorCoordinator: NavigationCoordinator<EditorRoute> {
  enum Screen: NavigationRoute {
    case compose(EditorCoordinator)
    case attachPhoto
    case discardConfirm(EditorCoordinator)

    var transition: NavigationTransitionStyle {
      if case .compose = self { return .push }
      return .modal
    }

    func view() -> UIViewController {
      switch self {
      case .compose(let coordinator): return ComposeViewController(coordinator: coordinator)
      case .attachPhoto: return UIImagePickerController()
      case .discardConfirm(let coordinator): return DiscardViewController(coordinator: coordinator)
      }
    }
  }

  weak var delegate: EditorCoordinatorDelegate?
  private let entry: Int?
  private let store: EntryStore

  init(entry: Int?, store: EntryStore) {
    self.entry = entry
    self.store = store
    super.init(presentationStyle: .formSheet)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .compose(self), animated: animated)
  }

  func attach() { router.navigate(to: .attachPhoto) }

  func save() {
    let id = entry ?? store.entries.count
    delegate?.editorDidSave(self, entry: id)
  }

  func cancel(hasChanges: Bool) {
    if hasChanges {
      router.navigate(to: .discardConfirm(self))
    } else {
      delegate?.editorDidCancel(self)
    }
  }

  func discard() {
    router.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.editorDidCancel(self)
    }
  }
}

final class ComposeViewController: UIViewController {
  weak var coordinator: EditorCoordinator?
  private var text = ""
  init(coordinator: EditorCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func saveTapped() { coordinator?.save() }
  @objc func cancelTapped() { coordinator?.cancel(hasChanges: !text.isEmpty) }
  @objc func photoTapped() { coordinator?.attach() }
}

final class DiscardViewController: UIViewController {
  weak var coordinator: EditorCoordinator?
  init(coordinator: EditorCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func discardTapped() { coordinator?.discard() }
  @objc func keepTapped() { dismiss(animated: true) }
}

enum SettingsRoute: NavigationRoute {
  case main
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .main, animated: animated) }
}
