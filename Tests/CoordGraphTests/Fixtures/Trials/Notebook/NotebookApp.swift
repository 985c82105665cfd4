import SUICoordinator
import SwiftUI

@main
struct NotebookApp: App {
  @State private var notes = NotesCoordinator()

  var body: some Scene {
    WindowGroup { notes.getView() }
  }
}

enum NotesRoute: RouteType {
  case list(NotesListModel)
  case note(NoteModel)
  case share(URL)
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .note, .settings: .push
    case .share: .detents([.medium, .large])
    }
  }

  var body: some View {
    switch self {
    case .list(let model): NotesListView(model: model)
    case .note(let model): NoteView(model: model)
    case .share(let url): ShareLink(item: url)
    case .settings: SettingsView()
    }
  }
}

@Coordinator(NotesRoute.self)
final class NotesCoordinator {
  func start() async {
    let model = NotesListModel()
    model.onOpen = { [weak self] id in
      Task { await self?.open(id) }
    }
    model.onSettings = { [weak self] in
      Task { await self?.navigate(toRoute: .settings) }
    }
    await startFlow(route: .list(model))
  }

  private func open(_ id: Int) async {
    let model = NoteModel(id: id)
    model.onDelete = { [weak self] in
      Task { await self?.router.pop() }
    }
    model.onShare = { [weak self] url in
      Task { await self?.navigate(toRoute: .share(url)) }
    }
    await navigate(toRoute: .note(model))
  }

  func lock() async {
    let lock = LockCoordinator()
    await navigate(to: lock, presentationStyle: .fullScreenCover)
  }
}

@Observable
final class NotesListModel {
  @ObservationIgnored var onOpen: ((Int) -> Void)?
  @ObservationIgnored var onSettings: (() -> Void)?
  var notes = [1, 2, 3]
}

struct NotesListView: View {
  let model: NotesListModel

  var body: some View {
    List(model.notes, id: \.self) { id in
      Button("Note \(id)") { model.onOpen?(id) }
    }
    .refreshable { model.notes.shuffle() }
    .toolbar { Button("Settings") { model.onSettings?() } }
  }
}

@Observable
final class NoteModel {
  let id: Int
  @ObservationIgnored var onDelete: (() -> Void)?
  @ObservationIgnored var onShare: ((URL) -> Void)?
  init(id: Int) { self.id = id }

  func delete() { onDelete?() }
  func share() { onShare?(URL(string: "https://notes.example/\(id)")!) }
}

struct NoteView: View {
  let model: NoteModel

  var body: some View {
    Text("Note \(model.id)")
      .toolbar {
        ToolbarItemGroup {
          Button("Share") { model.share() }
          Button("Delete", role: .destructive) { model.delete() }
        }
      }
  }
}

struct SettingsView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Lock now") { Task { await (coordinator as? NotesCoordinator)?.lock() } }
  }
}
