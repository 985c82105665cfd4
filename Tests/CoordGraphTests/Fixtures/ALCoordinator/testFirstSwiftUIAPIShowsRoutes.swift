import SwiftUI
import SUICoordinator

enum LibraryRouter: NavigationRouter {
  case shelf
  case book
  case notes

  var transition: NavigationTranisitionStyle {
    switch self {
    case .shelf, .book: return .push
    case .notes: return .modal
    }
  }

  func view() -> any View {
    switch self {
    case .shelf: return ShelfView()
    case .book: return BookView()
    case .notes: return Text("Notes")
    }
  }
}

final class LibraryCoordinator: CoordinatorSUI<LibraryRouter> {
  override func start(animated: Bool = true) {
    show(.shelf, animated: animated)
  }

  func openBook() { show(.book) }
  func openNotes() { show(.notes, transitionStyle: .push) }
  func show(page: Int) {}
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    Button("Book") { coordinator.openBook() }
    Button("Page") { coordinator.show(page: 2) }
  }
}

struct BookView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    Button("Notes") { coordinator.openNotes() }
  }
}
