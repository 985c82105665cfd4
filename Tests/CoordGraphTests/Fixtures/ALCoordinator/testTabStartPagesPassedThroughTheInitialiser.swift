import SUICoordinator
import SwiftUI

enum ShelfPage: TabPage {
  case books
  case music
  case films

  func coordinator() -> any CoordinatorType {
    switch self {
    case .books: BooksCoordinator()
    case .music: MusicCoordinator()
    case .films: FilmsCoordinator()
    }
  }
}

class ShelfTabs: TabCoordinator<ShelfPage> {
  init(initialPage: ShelfPage = .music) { super.init(pages: [.books, .music, .films], currentPage: initialPage) }
}

enum ShelfRoute: RouteType {
  case list
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { ShelfList() }
}

class BooksCoordinator: Coordinator<ShelfRoute> {
  override func start() async { await startFlow(route: .list) }
  func browseFilms() async { await navigate(to: ShelfTabs(initialPage: .books), presentationStyle: .sheet) }
}

class MusicCoordinator: Coordinator<ShelfRoute> {
  override func start() async { await startFlow(route: .list) }
}

class FilmsCoordinator: Coordinator<ShelfRoute> {
  override func start() async { await startFlow(route: .list) }
}

struct ShelfList: View {
  @EnvironmentObject var coordinator: BooksCoordinator
  var body: some View { Button("More") { Task { await coordinator.browseFilms() } } }
}
