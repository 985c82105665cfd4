import SUICoordinator
import SwiftUI

enum DraftRoute: RouteType {
  case drafts
  case editor
  case preview

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .drafts, .editor: .push
    case .preview: .sheet
    }
  }

  var body: some View {
    switch self {
    case .drafts: DraftsView()
    case .editor: EditorView()
    case .preview: PreviewView()
    }
  }
}

final class DraftCoordinator: Coordinator<DraftRoute> {
  override func start() async { await startFlow(route: .drafts) }
  func edit() async { await navigate(toRoute: .editor) }
  func preview() async { await navigate(toRoute: .preview) }
}

struct DraftsView: View {
  @EnvironmentObject var coordinator: DraftCoordinator
  var body: some View { Button("Edit") { Task { await coordinator.edit() } } }
}

// Half-typed: the button's label is missing its closing parenthesis.
struct EditorView: View {
  @EnvironmentObject var coordinator: DraftCoordinator
  var body: some View {
    Button("Preview" { Task { await coordinator.preview() } }
  }
}

struct PreviewView: View {
  @EnvironmentObject var coordinator: DraftCoordinator
  var body: some View { Button("Done") { Task { await coordinator.close() } } }
}
