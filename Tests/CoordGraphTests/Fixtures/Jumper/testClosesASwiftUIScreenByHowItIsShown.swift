import Jumper
import SwiftUI

final class NotesCoordinator: NavigationCoordinable {
  var navigation: Navigation<NotesCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var note = noteScreen
  @Route var share = shareScreen

  func listScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: NotesList(coordinator: self))
  }

  func noteScreen(id: Int) -> some ScreenViewPresentable {
    SwiftUIScreen(content: NoteView(id: id))
  }

  func shareScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: ShareView(), modalPresentationStyle: .pageSheet)
  }
}

struct NotesList: View {
  weak var coordinator: NotesCoordinator?

  var body: some View {
    VStack {
      Button("Open") { coordinator?.push(\.note, input: 1) }
      Button("Share") { coordinator?.present(\.share) }
    }
  }
}

struct NoteView: View {
  let id: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Back") { dismiss() }
  }
}

struct ShareView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}
