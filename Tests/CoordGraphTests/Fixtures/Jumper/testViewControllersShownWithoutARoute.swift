import Jumper
import UIKit

final class NotesCoordinator: NavigationCoordinable {
  var navigation: Navigation<NotesCoordinator> = .init(initial: \.list)
  @Route var list = listScreen
  @Route var editor = editorScreen

  func listScreen() -> ScreenView {
    let controller = ListViewController()
    controller.coordinator = self
    return controller
  }
  func editorScreen() -> ScreenView { makeEditor() }
  private func makeEditor() -> EditorViewController {
    EditorViewController()
  }
  func edit() { push(\.editor) }
}

final class ListViewController: UIViewController {
  weak var coordinator: NotesCoordinator?
  @objc func editTapped() { coordinator?.edit() }
  @objc func aboutTapped() { navigationController?.pushViewController(AboutViewController(), animated: true) }
  @objc func shareTapped() { present(ShareViewController(), animated: true) }
  @objc func quickEditTapped() { navigationController?.pushViewController(EditorViewController(), animated: true) }
}

final class EditorViewController: UIViewController {
  @objc func doneTapped() { navigationController?.popViewController(animated: true) }
}

final class AboutViewController: UIViewController {
  @objc func licensesTapped() { navigationController?.pushViewController(UIViewController(), animated: true) }
  @objc func backTapped() { navigationController?.popViewController(animated: true) }
}

final class ShareViewController: UIViewController {
  @objc func closeTapped() { dismiss(animated: true) }
}
