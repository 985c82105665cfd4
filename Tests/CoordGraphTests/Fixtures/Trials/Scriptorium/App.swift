import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let notes = NotesCoordinator(store: NoteStore())

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = notes.view()
    window.makeKeyAndVisible()
    self.window = window
  }
}

enum ExportFormat: String, CaseIterable {
  case markdown, pdf, plainText
}

final class NoteStore {
  private(set) var titles = ["Ink recipes", "Quire sizes", "Vellum suppliers"]

  func add() -> Int {
    titles.append("Untitled")
    return titles.count - 1
  }
}

final class NotesCoordinator: NavigationCoordinable {
  var navigation: Navigation<NotesCoordinator> = .init(initial: \.list)
  let store: NoteStore
  private var formatChoice: CheckedContinuation<ExportFormat?, Never>?

  @Route var list = listScreen
  @Route var editor = editorScreen
  @Route var search = searchScreen
  @Route var formats = formatsScreen
  @Route var exported = exportedScreen
  @Route var settings = settingsFlow

  init(store: NoteStore) { self.store = store }

  func listScreen() -> ScreenView { NoteListViewController(coordinator: self) }
  func editorScreen(index: Int) -> ScreenView { EditorViewController(index: index, coordinator: self) }
  func searchScreen() -> ScreenView { SearchViewController(coordinator: self) }
  func exportedScreen(format: ExportFormat) -> ScreenView { ExportedViewController(format: format, coordinator: self) }
  func settingsFlow() -> SettingsCoordinator { SettingsCoordinator() }

  func formatsScreen() -> ScreenView {
    let picker = FormatPickerViewController()
    picker.delegate = self
    return picker
  }

  func openNote(_ index: Int) { push(\.editor, input: index) }
  func newNote() { push(\.editor, input: store.add()) }
  func showSearch() { present(\.search) }
  func showSettings() { present(\.settings) }
  func closeNote() { pop() }
  func showExported(_ format: ExportFormat) { present(\.exported, input: format) }

  /// Asks which format to export in, and waits for the answer (nil when the user cancels).
  func chooseFormat() async -> ExportFormat? {
    await withCheckedContinuation { continuation in
      formatChoice = continuation
      present(\.formats)
    }
  }
}

extension NotesCoordinator: FormatPickerDelegate {
  func formatPicker(_ picker: FormatPickerViewController, didChoose format: ExportFormat?) {
    formatChoice?.resume(returning: format)
    formatChoice = nil
  }
}

final class SettingsCoordinator: NavigationCoordinable {
  var navigation: Navigation<SettingsCoordinator> = .init(initial: \.main)

  @Route var main = mainScreen
  @Route var fonts = fontsScreen

  func mainScreen() -> ScreenView { SettingsViewController(coordinator: self) }
  func fontsScreen() -> ScreenView { FontsViewController() }
}
