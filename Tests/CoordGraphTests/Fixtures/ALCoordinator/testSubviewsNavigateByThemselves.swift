import SUICoordinator
import SwiftUI

enum ReaderRoute: RouteType {
  case shelf
  case book(id: Int)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf, .book: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .book(let id): BookView(id: id)
    }
  }
}

final class ReaderCoordinator: Coordinator<ReaderRoute> {
  override func start() async { await startFlow(route: .shelf) }
  func open(_ id: Int) async { await navigate(toRoute: .book(id: id)) }
  func help() async { await router.present(HelpView()) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ReaderCoordinator
  var body: some View {
    List(1..<4) { id in BookRow(id: id) }
      .toolbar {
        Button("Surprise me") { Task { await coordinator.open(7) } }
        Button("Help") { Task { await coordinator.help() } }
      }
  }
}

struct BookRow: View {
  let id: Int
  @State private var sharing = false
  var body: some View {
    NavigationLink { PreviewView(id: id) } label: { Text("Book \(id)") }
      .sheet(isPresented: $sharing) { ShareView() }
  }
}

struct PreviewView: View {
  let id: Int
  var body: some View {
    VStack {
      Text("Preview \(id)")
      PreviewFooter()
    }
  }
}

struct PreviewFooter: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Back to the shelf") { dismiss() } }
}

struct ShareView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

struct BookView: View {
  let id: Int
  var body: some View {
    VStack {
      Text("Book \(id)")
      CloseBar()
    }
  }
}

struct CloseBar: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Back") { dismiss() } }
}

struct HelpView: View {
  var body: some View { HelpCloseButton() }
}

struct HelpCloseButton: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

extension BookRow {
  /// What sets `sharing`, so that its sheet shows.
  func share() { sharing = true }
}
