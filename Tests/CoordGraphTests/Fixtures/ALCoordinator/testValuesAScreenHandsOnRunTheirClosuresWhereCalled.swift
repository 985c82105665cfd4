import SUICoordinator
import SwiftUI

// The list's model makes the detail's model with a closure and hands it to the coordinator, which navigates to the
// detail with it: the closure runs on the detail's screen, where it is called, not on the list that made it.

enum HomeRoute: RouteType {
  case list(ListModel)
  case detail(DetailModel)
  case book

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .book: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .list(let model): ListView(model: model)
    case .detail(let model): DetailView(model: model)
    case .book: Text("Book")
    }
  }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
  override func start() async { await startFlow(route: .list(ListModel(coordinator: self))) }
  func open(_ model: DetailModel) async { await navigate(toRoute: .detail(model)) }
  func book() async { await navigate(toRoute: .book) }
}

@MainActor
final class ListModel: ObservableObject {
  weak var coordinator: HomeCoordinator?
  init(coordinator: HomeCoordinator) { self.coordinator = coordinator }
  func select() {
    let detail = DetailModel(onBook: { [weak self] in Task { await self?.coordinator?.book() } })
    Task { await coordinator?.open(detail) }
  }
}

@MainActor
final class DetailModel: ObservableObject {
  let onBook: () -> Void
  init(onBook: @escaping () -> Void) { self.onBook = onBook }
}

struct ListView: View {
  @ObservedObject var model: ListModel
  var body: some View { Button("Open") { model.select() } }
}

struct DetailView: View {
  @ObservedObject var model: DetailModel
  var body: some View { Button("Book") { model.onBook() } }
}
