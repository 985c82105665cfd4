import SUICoordinator
import SwiftUI

enum NotesRoute: RouteType {
  case list
  case note
  case share
  case tags

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .note: .push
    case .share: .sheet
    case .tags: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .list: NotesListView()
    case .note: NoteView()
    case .share: ShareSheet()
    case .tags: TagsView()
    }
  }
}

final class NotesCoordinator: Coordinator<NotesRoute> {
  override func start() async { await startFlow(route: .list) }
  func open() async { await navigate(toRoute: .note) }
  func share() async { await navigate(toRoute: .share) }
  // Shown otherwise than its route's style says: close() there goes by how it is shown.
  func tags() async { await navigate(toRoute: .tags, presentationStyle: .push) }
}

struct NotesListView: View {
  @EnvironmentObject var coordinator: NotesCoordinator
  var body: some View { Button("Open") { Task { await coordinator.open() } } }
}

struct NoteView: View {
  @EnvironmentObject var coordinator: NotesCoordinator
  var body: some View {
    Button("Share") { Task { await coordinator.share() } }
    Button("Tags") { Task { await coordinator.tags() } }
    Button("Back") { Task { await coordinator.close() } }
  }
}

struct ShareSheet: View {
  @EnvironmentObject var coordinator: NotesCoordinator
  var body: some View { Button("Done") { Task { await coordinator.close() } } }
}

struct TagsView: View {
  @EnvironmentObject var coordinator: NotesCoordinator
  var body: some View { Button("Done") { Task { await coordinator.close() } } }
}
