import SUICoordinator
import SwiftUI

enum NoteRoute: RouteType {
  case notes
  case editor
  case tags

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .notes: .push
    case .editor, .tags: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .notes: NotesView()
    case .editor: EditorView()
    case .tags: TagsView()
    }
  }
}

@Coordinator(NoteRoute.self)
final class NoteCoordinator {
  func start() async { await startFlow(route: .notes) }
  func show(_ route: NoteRoute) async { await navigate(toRoute: route) }
}

struct NotesView: View {
  @EnvironmentObject var coordinator: NoteCoordinator

  var body: some View {
    Button("Edit") { Task { await coordinator.show(.editor) } }
    Button("Tags") { Task { await coordinator.show(.tags) } }
  }
}

/// Saves, then closes the screen with the dismiss action its view hands it.
@MainActor final class EditorModel: ObservableObject {
  var dismiss: DismissAction?

  func save() {
    dismiss?()
  }
}

struct EditorView: View {
  @Environment(\.dismiss) private var dismiss
  @StateObject private var model = EditorModel()

  var body: some View {
    Button("Save") { model.save() }
      .onAppear { model.dismiss = dismiss }
  }
}

/// The older presentation mode, handed the same way.
final class TagsModel: ObservableObject {
  var presentation: Binding<PresentationMode>?

  func done() { presentation?.wrappedValue.dismiss() }
}

struct TagsView: View {
  @Environment(\.presentationMode) private var presentationMode
  @ObservedObject var model: TagsModel = TagsModel()

  var body: some View {
    Button("Done") { model.done() }
      .onAppear { model.presentation = presentationMode }
  }
}
