import SUICoordinator
import SwiftUI

enum NotesRoute: RouteType {
  case notes
  case note
  case share
  case export

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .notes, .note: .push
    case .share: .sheet
    case .export: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .notes: NotesView()
    case .note: NoteView()
    case .share: ShareView()
    case .export: ExportView()
    }
  }
}

final class NotesCoordinator: Coordinator<NotesRoute> {
  override func start() async { await startFlow(route: .notes) }
  func open() async { await navigate(toRoute: .note) }
  func share() async { await navigate(toRoute: .share) }
  func export() async { await navigate(toRoute: .export) }
}

struct NotesView: View {
  @EnvironmentObject var coordinator: NotesCoordinator
  var body: some View {
    Button("Open") { Task { await coordinator.open() } }
  }
}

struct NoteView: View {
  @EnvironmentObject var coordinator: NotesCoordinator
  @Environment(\.dismiss) private var goBack
  var body: some View {
    Button("Share") { Task { await coordinator.share() } }
    Button("Export") { Task { await coordinator.export() } }
    Button("Back", action: goBack.callAsFunction)
  }
}

struct ShareView: View {
  @Environment(\.dismiss) var dismiss
  var body: some View {
    Button(action: dismiss.callAsFunction) { Text("Close") }
  }
}

struct ExportView: View {
  @Environment(\.dismiss) var dismiss
  var body: some View {
    Button("Done") { dismiss.callAsFunction() }
  }
}
