import UIKCoordinator
import UIKit

enum StudioRoute: NavigationRoute {
  case screen(UIViewController)
  case export

  var transition: NavigationTransitionStyle {
    switch self {
    case .screen: return .push
    case .export: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .screen(let controller): return controller
    case .export: return UIViewController()
    }
  }
}

final class StudioCoordinator: NavigationCoordinator<StudioRoute> {
  override func start(animated: Bool = true) {
    let gallery = GalleryViewController()
    gallery.onOpen = { [weak self] in self?.showEditor() }
    router.startFlow(route: .screen(gallery), animated: animated)
  }

  private func showEditor() {
    let editor = EditorViewController()
    editor.onExport = { [weak self] in self?.router.navigate(to: .export) }
    editor.onDiscard = { [weak self] in self?.router.pop() }
    router.navigate(to: .screen(editor))
  }
}

final class GalleryViewController: UIViewController {
  var onOpen: (() -> Void)?
  @objc private func openTapped() { onOpen?() }
}

final class EditorViewController: UIViewController {
  var onExport: (() -> Void)?
  var onDiscard: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Export", primaryAction: UIAction { [weak self] _ in self?.onExport?() })
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Discard", primaryAction: UIAction { [weak self] _ in self?.onDiscard?() })
  }
}
