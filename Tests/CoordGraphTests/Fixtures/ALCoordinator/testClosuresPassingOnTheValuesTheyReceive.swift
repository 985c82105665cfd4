import Combine
import SUICoordinator
import SwiftUI

enum LibraryEvent {
  case openBook
  case openAuthor
  case close
  case reveal(Shelf)
}

enum Shelf {
  case top
  case bottom
}

final class LibraryModel: ObservableObject {
  let events = PassthroughSubject<LibraryEvent, Never>()
  func bookTapped() { events.send(.openBook) }
  func authorTapped() { events.send(.openAuthor) }
}

final class Vault: ObservableObject {
  @Published var isLocked = false
  func lock() { isLocked = true }
  func unlock() { isLocked = false }
}

final class BookModel: ObservableObject {
  var onEvent: ((LibraryEvent) -> Void)?
  func closeTapped() { onEvent?(.close) }
  func topTapped() { onEvent?(.reveal(.top)) }
}

enum LibraryRoute: RouteType {
  case shelf
  case book
  case author
  case locked
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .author: return .sheet
    default: return .push
    }
  }
  var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .book: BookView()
    case .author: Text("Author")
    case .locked: LockedView()
    }
  }
}

final class LibraryCoordinator: Coordinator<LibraryRoute> {
  let shelf = LibraryModel()
  let book = BookModel()
  let vault = Vault()
  private var bag = Set<AnyCancellable>()

  override init() {
    super.init()
    shelf.events.sink { [weak self] in self?.handle($0) }.store(in: &bag)
    book.onEvent = { [weak self] event in
      if case .reveal(let place) = event {
        self?.reveal(place)
      } else {
        self?.handle(event)
      }
    }
    vault.$isLocked.dropFirst().sink { [weak self] locked in
      Task { await self?.lockChanged(locked) }
    }.store(in: &bag)
  }

  override func start() async { await startFlow(route: .shelf) }

  func lockChanged(_ locked: Bool) async {
    if locked {
      await navigate(toRoute: .locked)
    } else {
      await pop()
    }
  }

  func reveal(_ place: Shelf) {
    Task {
      switch place {
      case .top: await navigate(toRoute: .author)
      case .bottom: await popToRoot()
      }
    }
  }

  func handle(_ event: LibraryEvent) {
    Task {
      switch event {
      case .openBook: await navigate(toRoute: .book)
      case .openAuthor: await navigate(toRoute: .author)
      case .close: await pop()
      case .reveal: break
      }
    }
  }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    Button("Book") { coordinator.shelf.bookTapped() }
    Button("Author") { coordinator.shelf.authorTapped() }
    Button("Lock") { coordinator.vault.lock() }
  }
}

struct BookView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    Button("Close") { coordinator.book.closeTapped() }
    Button("Top") { coordinator.book.topTapped() }
  }
}

struct LockedView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    Button("Unlock") { coordinator.vault.unlock() }
  }
}
