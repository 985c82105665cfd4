import SUICoordinator
import SwiftUI

enum NotesRoute: RouteType {
  case list(NotesCoordinator)
  case note(NotesCoordinator)
  case editor(NotesCoordinator)
  case share

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .note: .push
    case .editor, .share: .sheet
    }
  }

  var body: some View {
    switch self {
    case .list(let coordinator): NotesList(coordinator: coordinator)
    case .note(let coordinator): NoteView(coordinator: coordinator)
    case .editor(let coordinator): EditorView(coordinator: coordinator)
    case .share: Text("Share")
    }
  }
}

final class NotesCoordinator: Coordinator<NotesRoute> {
  override func start() async { await startFlow(route: .list(self)) }
  func open() async { await navigate(toRoute: .note(self)) }
  func edit() async { await navigate(toRoute: .editor(self)) }
  func share() async { await navigate(toRoute: .share) }
}

struct NotesList: View {
  let coordinator: NotesCoordinator
  var body: some View { Button("Open") { Task { await coordinator.open() } } }
}

struct NoteView: View {
  let coordinator: NotesCoordinator
  var body: some View { Button("Edit") { Task { await coordinator.edit() } } }
}

struct EditorView: View {
  let coordinator: NotesCoordinator
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Save and share") {
      Task {
        dismiss()
        await coordinator.share()
      }
    }
  }
}
