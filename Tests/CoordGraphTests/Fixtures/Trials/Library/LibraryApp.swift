import SUICoordinator
import SwiftUI

@main
struct LibraryApp: App {
  let tabs = ShelfTabs(currentPage: .books)

  var body: some Scene {
    WindowGroup { tabs.view }
  }
}

/// Anything the library lends.
protocol Lendable: Hashable {
  static var kindName: String { get }
  var title: String { get }
}

struct Book: Lendable {
  static let kindName = "Books"
  let title: String
}

struct Film: Lendable {
  static let kindName = "Films"
  let title: String
}

enum ShelfPage: TabbarPage, CaseIterable {
  case books
  case films
  case loans

  func coordinator() -> Coordinator {
    switch self {
    case .books: return CatalogueCoordinator<Book>(items: [Book(title: "Dune")])
    case .films: return CatalogueCoordinator<Film>(items: [Film(title: "Alien")])
    case .loans: return LoansCoordinator()
    }
  }

  var title: String {
    switch self {
    case .books: return Book.kindName
    case .films: return Film.kindName
    case .loans: return "Loans"
    }
  }

  var icon: String { "books.vertical" }

  var position: Int {
    switch self {
    case .books: return 0
    case .films: return 1
    case .loans: return 2
    }
  }
}

final class ShelfTabs: TabbarCoordinator<ShelfPage> {
  init(currentPage: ShelfPage) {
    super.init(pages: ShelfPage.allCases, currentPage: currentPage)
  }

  func showLoans() {
    currentPage = .loans
  }
}

enum CatalogueRoute: NavigationRoute {
  case list(AnyView)
  case detail(title: String, onBorrow: () -> Void)
  case borrowed

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .detail: return .push
    case .borrowed: return .sheet
    }
  }

  func view() -> any View {
    switch self {
    case .list(let content): return content
    case .detail(let title, let onBorrow): return ItemView(title: title, onBorrow: onBorrow)
    case .borrowed: return BorrowedView()
    }
  }
}

/// One catalogue per kind of item: the same flow for books and films.
final class CatalogueCoordinator<Item: Lendable>: NavigationCoordinator<CatalogueRoute> {
  private let items: [Item]

  init(items: [Item]) {
    self.items = items
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    let list = CatalogueView(items: items) { [weak self] item in self?.open(item) }
    router.startFlow(route: .list(AnyView(list)), animated: animated)
  }

  private func open(_ item: Item) {
    router.navigate(to: .detail(title: item.title, onBorrow: { [weak self] in self?.borrowed() }))
  }

  private func borrowed() {
    router.navigate(to: .borrowed)
  }

  func seeLoans() {
    router.dismiss(animated: true)
    (parent as? ShelfTabs)?.showLoans()
  }
}

struct CatalogueView<Item: Lendable>: View {
  let items: [Item]
  let onOpen: (Item) -> Void

  var body: some View {
    List(items, id: \.self) { item in
      Button(item.title) { onOpen(item) }
    }
  }
}

struct ItemView: View {
  let title: String
  let onBorrow: () -> Void

  var body: some View {
    Button("Borrow \(title)", action: onBorrow)
  }
}

struct BorrowedView: View {
  @EnvironmentObject var coordinator: CatalogueCoordinator<Book>

  var body: some View {
    Button("See my loans") { coordinator.seeLoans() }
  }
}

enum LoansRoute: NavigationRoute {
  case loans

  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Your loans") }
}

final class LoansCoordinator: NavigationCoordinator<LoansRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .loans, animated: animated)
  }
}
