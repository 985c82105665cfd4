import SUICoordinator
import SwiftUI

enum NoteRoute: RouteType {
  case list
  case editor
  case share

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list: .push
    case .editor: .fullScreenCover
    case .share: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .list: ListView()
    case .editor: EditorView(model: EditorModel())
    case .share: Text("Share")
    }
  }
}

final class NoteCoordinator: Coordinator<NoteRoute> {
  override func start() async { await startFlow(route: .list) }
  func edit() async { await navigate(toRoute: .editor) }
  func share() async { await navigate(toRoute: .share) }
  func close() async { await router.dismiss() }
}

struct ListView: View {
  @EnvironmentObject var coordinator: NoteCoordinator
  var body: some View { Button("New") { Task { await coordinator.edit() } } }
}

@MainActor
final class EditorModel: ObservableObject {
  weak var coordinator: NoteCoordinator?
  lazy var save: () -> Void = { [unowned self] in
    Task { await self.coordinator?.close() }
  }
  lazy var share: () async -> Void = { [weak self] in
    await self?.coordinator?.share()
  }
}

struct EditorView: View {
  @StateObject var model: EditorModel
  var body: some View {
    Button("Save", action: model.save)
    Button("Share") { Task { await model.share() } }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: EditorModel, _ value: NoteCoordinator) { screen.coordinator = value }
