import Jumper
import UIKit

enum LibraryEvent {
  case openBook(String)
  case openSettings
  case done
}

final class LibraryCoordinator: NavigationCoordinable {
  var navigation: Navigation<LibraryCoordinator> = .init(initial: \.shelf)

  @Route var shelf = shelfScreen
  @Route var book = bookScreen
  @Route var settings = settingsScreen

  func shelfScreen() -> ScreenView { ShelfViewController(coordinator: self) }
  func bookScreen(id: String) -> ScreenView { BookViewController(coordinator: self) }
  func settingsScreen() -> ScreenView { SettingsViewController(coordinator: self) }

  // Each arm fires from the screens that send its case.
  func send(_ event: LibraryEvent) {
    switch event {
    case .openBook(let id): push(\.book, input: id)
    case .openSettings: present(\.settings)
    case .done: dismiss()
    }
  }
}

final class ShelfViewController: UIViewController {
  weak var coordinator: LibraryCoordinator?
  init(coordinator: LibraryCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  @objc func bookTapped() { coordinator?.send(.openBook("1")) }
  @objc func settingsTapped() { coordinator?.send(.openSettings) }
}

final class BookViewController: UIViewController {
  weak var coordinator: LibraryCoordinator?
  init(coordinator: LibraryCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  @objc func settingsTapped() { coordinator?.send(.openSettings) }
}

final class SettingsViewController: UIViewController {
  weak var coordinator: LibraryCoordinator?
  init(coordinator: LibraryCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  @objc func doneTapped() { coordinator?.send(.done) }
}

// The app's root starts the coordinator, which so has a parent: its `dismiss()` asks the parent to dismiss.
final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.main)
  @Route var main = mainCoordinator
  func mainCoordinator() -> LibraryCoordinator { LibraryCoordinator() }
}
