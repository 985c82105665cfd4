import SUICoordinator
import SwiftUI

enum DraftsRoute: RouteType {
  case drafts
  case editor
  case preview
  case publish

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .drafts, .editor: .push
    case .preview: .sheet
    case .publish: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .drafts: DraftsView()
    case .editor: EditorView()
    case .preview: PreviewView()
    case .publish: PublishView()
    }
  }
}

final class DraftsCoordinator: Coordinator<DraftsRoute> {
  override func start() async { await startFlow(route: .drafts) }
  func edit() async { await navigate(toRoute: .editor) }
  func preview() async { await navigate(toRoute: .preview) }
  func publish() async { await navigate(toRoute: .publish) }
  func help() async { await navigate(toRoute: .preview, presentationStyle: .push) }
}

struct DraftsView: View {
  @EnvironmentObject var coordinator: DraftsCoordinator
  var body: some View {
    Button("Edit") { Task { await coordinator.edit() } }
    Button("Help") { Task { await coordinator.help() } }
  }
}

struct EditorView: View {
  @EnvironmentObject var coordinator: DraftsCoordinator
  @Environment(\.dismiss) private var goBack
  var body: some View {
    Button("Preview") { Task { await coordinator.preview() } }
    Button("Publish") { Task { await coordinator.publish() } }
    Button("Back") { goBack() }
  }
}

struct PreviewView: View {
  @Environment(\.dismiss) var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct PublishView: View {
  @Environment(\.presentationMode) var presentationMode
  var body: some View { Button("Done") { self.presentationMode.wrappedValue.dismiss() } }
}
