import Jumper
import UIKit

final class NotesCoordinator: NavigationCoordinable {
  var navigation: Navigation<NotesCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var editor = editorScreen
  @Route var share = shareScreen
  @Route var trash = trashScreen

  // Each factory wires controls of the library into the screen it builds: what they run fires from its route.
  func listScreen() -> ScreenView {
    let controller = ListViewController()
    controller.coordinator = self
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .trash, target: self, action: #selector(openTrash))
    return controller
  }

  func editorScreen() -> ScreenView {
    let controller = UIViewController()
    controller.view.addSubview(UIButton(primaryAction: UIAction(title: "Share") { [weak self] _ in self?.openShare() }))
    return controller
  }

  func shareScreen() -> ScreenView {
    let controller = UIViewController()
    controller.navigationItem.leftBarButtonItem = closeButton()
    return controller
  }

  func trashScreen() -> ScreenView {
    let controller = UIViewController()
    let button = UIButton(type: .system)
    button.addTarget(self, action: #selector(emptyTrash), for: .touchUpInside)
    controller.view.addSubview(button)
    return controller
  }

  // A helper that only factories call builds for their screens.
  private func closeButton() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(closeShare))
  }

  @objc private func openTrash() { push(\.trash) }
  @objc private func openShare() { present(\.share) }
  @objc private func closeShare() { dismiss() }
  @objc private func emptyTrash() { popToRoot() }
}

final class ListViewController: UIViewController {
  weak var coordinator: NotesCoordinator?

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.editor)
  }
}

// The app's root starts the coordinator, which so has a parent: its `dismiss()` asks the parent to dismiss.
final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.main)
  @Route var main = mainCoordinator
  func mainCoordinator() -> NotesCoordinator { NotesCoordinator() }
}
