import SUICoordinator
import SwiftUI

enum ShelfRoute: RouteType {
  case shelves(ShelvesModel)
  case book(BookModel)
  case author(AuthorModel)
  case settings
  case reviews

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelves, .book, .author: .push
    case .settings, .reviews: .sheet
    }
  }

  var body: some View {
    switch self {
    case .shelves(let model): ShelvesView(model: model)
    case .book(let model): BookView(model: model)
    case .author(let model): AuthorView(model: model)
    case .settings: Text("Settings")
    case .reviews: Text("Reviews")
    }
  }
}

final class ShelfCoordinator: Coordinator<ShelfRoute> {
  override func start() async {
    let model = ShelvesModel()
    model.output = .init(
      openBook: { [weak self] in self?.openBook() },
      openSettings: { [weak self] in Task { await self?.navigate(toRoute: .settings) } })
    await startFlow(route: .shelves(model))
  }

  func openBook() {
    let model = BookModel(output: .init(openAuthor: { [weak self] in self?.openAuthor() }))
    Task { await navigate(toRoute: .book(model)) }
  }

  func openAuthor() {
    let output: AuthorModel.Output = .init(openReviews: { [weak self] in
      Task { await self?.navigate(toRoute: .reviews) }
    })
    Task { await navigate(toRoute: .author(AuthorModel(output: output))) }
  }
}

final class ShelvesModel: ObservableObject {
  struct Output {
    var openBook: () -> Void
    var openSettings: () -> Void
  }
  var output: Output?
}

struct ShelvesView: View {
  let model: ShelvesModel
  var body: some View {
    Button("Book") { model.output?.openBook() }
    Button("Settings") { model.output?.openSettings() }
  }
}

final class BookModel: ObservableObject {
  struct Output {
    var openAuthor: () -> Void
  }
  let output: Output
  init(output: Output) { self.output = output }
}

struct BookView: View {
  let model: BookModel
  var body: some View { Button("Author") { model.output.openAuthor() } }
}

final class AuthorModel: ObservableObject {
  struct Output {
    var openReviews: () -> Void
  }
  let output: Output
  init(output: Output) { self.output = output }
}

struct AuthorView: View {
  let model: AuthorModel
  var body: some View { Button("Reviews") { model.output.openReviews() } }
}
