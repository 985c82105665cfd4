import UIKit

final class NoteListViewController: UITableViewController {
  private weak var coordinator: NotesCoordinator?

  init(coordinator: NotesCoordinator) {
    self.coordinator = coordinator
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.newNote() }),
      UIBarButtonItem(
        image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openSettings)),
    ]
  }

  // Keyboard shortcuts on iPad: ⌘N, ⌘F.
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(title: "New Note", action: #selector(newNote), input: "n", modifierFlags: .command),
      UIKeyCommand(title: "Find", action: #selector(find), input: "f", modifierFlags: .command),
    ]
  }

  @objc private func newNote() { coordinator?.newNote() }
  @objc private func find() { coordinator?.showSearch() }
  @objc private func openSettings() { coordinator?.showSettings() }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    coordinator?.store.titles.count ?? 0
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.openNote(indexPath.row)
  }
}

final class EditorViewController: UIViewController {
  private let index: Int
  private weak var coordinator: NotesCoordinator?

  init(index: Int, coordinator: NotesCoordinator) {
    self.index = index
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.export() })
  }

  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(close))]
  }

  @objc private func close() { coordinator?.closeNote() }

  private func export() {
    Task { @MainActor in
      guard let coordinator, let format = await coordinator.chooseFormat() else { return }
      coordinator.showExported(format)
    }
  }
}

final class SearchViewController: UITableViewController, UISearchResultsUpdating {
  private weak var coordinator: NotesCoordinator?
  private var matches: [Int] = []

  init(coordinator: NotesCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    matches = coordinator?.store.titles.indices.filter { coordinator?.store.titles[$0].contains(text) == true } ?? []
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let index = matches[indexPath.row]
    // The list's coordinator has no parent to ask: UIKit closes the search.
    dismiss(animated: true) { [coordinator] in coordinator?.openNote(index) }
  }
}

protocol FormatPickerDelegate: AnyObject {
  func formatPicker(_ picker: FormatPickerViewController, didChoose format: ExportFormat?)
}

final class FormatPickerViewController: UITableViewController {
  weak var delegate: FormatPickerDelegate?

  override func viewDidLoad() {
    super.viewDidLoad()
    isModalInPresentation = true
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancel() })
  }

  private func cancel() { close(choosing: nil) }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    close(choosing: ExportFormat.allCases[indexPath.row])
  }

  private func close(choosing format: ExportFormat?) {
    dismiss(animated: true) { [self] in delegate?.formatPicker(self, didChoose: format) }
  }
}

final class ExportedViewController: UIViewController {
  private let format: ExportFormat
  private weak var coordinator: NotesCoordinator?

  init(format: ExportFormat, coordinator: NotesCoordinator) {
    self.format = format
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { dismiss(animated: true) }
}

final class SettingsViewController: UITableViewController {
  private weak var coordinator: SettingsCoordinator?

  init(coordinator: SettingsCoordinator) {
    self.coordinator = coordinator
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.coordinator?.dismiss() })
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.fonts)
  }
}

final class FontsViewController: UITableViewController {}
