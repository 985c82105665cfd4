import SUICoordinator
import SwiftUI

enum NotesRoute: RouteType {
  case list(NotesModel)
  case editor(NotesModel)
  case trash

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .editor: .push
    case .trash: .sheet
    }
  }

  var body: some View {
    switch self {
    case .list(let model): NotesList(model: model)
    case .editor(let model): NoteEditor(model: model)
    case .trash: Text("Trash")
    }
  }
}

final class NotesCoordinator: Coordinator<NotesRoute> {
  override func start() async { await startFlow(route: .list(NotesModel(coordinator: self))) }
  func edit(_ model: NotesModel) async { await navigate(toRoute: .editor(model)) }
  func trash() async { await navigate(toRoute: .trash) }
  func back() async { await router.pop() }
}

/// One model for both screens; the views send it actions.
final class NotesModel: ObservableObject {
  enum Action { case compose, openTrash, save }
  private weak var coordinator: NotesCoordinator?
  init(coordinator: NotesCoordinator) { self.coordinator = coordinator }

  func send(_ action: Action) {
    Task {
      switch action {
      case .compose: await coordinator?.edit(self)
      case .openTrash: await coordinator?.trash()
      case .save: await coordinator?.back()
      }
    }
  }
}

struct NotesList: View {
  @ObservedObject var model: NotesModel
  var body: some View {
    Button("New") { model.send(.compose) }
    Button("Trash") { model.send(.openTrash) }
  }
}

struct NoteEditor: View {
  @ObservedObject var model: NotesModel
  var body: some View { Button("Save") { model.send(.save) } }
}
