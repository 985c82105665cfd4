import SUICoordinator
import SwiftUI

enum ShelfRoute: RouteType {
  case shelf
  case book(Int)
  case welcome
  case settings
  case reader(Int)

  static func opening(_ book: Book) -> ShelfRoute { .book(book.id) }
  static var preferences: Self { .settings }
  static let firstBook = ShelfRoute.book(1)
  static func start(isNew: Bool) -> ShelfRoute { isNew ? .welcome : .shelf }
  static func resume(_ page: Int?) -> ShelfRoute {
    if let page { return .reader(page) }
    return .opening(Book(id: 0))
  }

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf, .book: .push
    case .welcome, .settings: .sheet
    case .reader: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .shelf: ShelfView()
    default: EmptyView()
    }
  }
}

struct Book { let id: Int }

extension ShelfRoute {
  static func decoded(_ raw: String) -> ShelfRoute { RouteDecoder().route(raw) }
}

final class ShelfCoordinator: Coordinator<ShelfRoute> {
  override func start() async { await startFlow(route: .shelf) }

  func open(_ book: Book) async { await navigate(toRoute: .opening(book)) }
  func preferences() async { await navigate(toRoute: ShelfRoute.preferences) }
  func greet(isNew: Bool) async { await navigate(toRoute: .start(isNew: isNew)) }
  func resume() async { await navigate(toRoute: ShelfRoute.resume(nil)) }
  func first() async { await navigate(toRoute: .firstBook) }
  func either(_ flag: Bool) async { await navigate(toRoute: flag ? .start(isNew: true) : .preferences) }
  func fromServer(_ raw: String) async { await navigate(toRoute: .decoded(raw)) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  var body: some View {
    Button("Open") { Task { await coordinator.open(Book(id: 1)) } }
    Button("Settings") { Task { await coordinator.preferences() } }
    Button("Hello") { Task { await coordinator.greet(isNew: true) } }
    Button("Resume") { Task { await coordinator.resume() } }
    Button("First") { Task { await coordinator.first() } }
    Button("Either") { Task { await coordinator.either(true) } }
    Button("Server") { Task { await coordinator.fromServer("x") } }
  }
}
