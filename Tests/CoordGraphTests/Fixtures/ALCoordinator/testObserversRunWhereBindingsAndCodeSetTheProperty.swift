import SUICoordinator
import SwiftUI

enum FinderRoute: RouteType {
  case search(FinderCoordinator)
  case results(FinderCoordinator)
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .search, .results: .push
    case .help: .sheet
    }
  }

  var body: some View {
    switch self {
    case .search(let coordinator): SearchView(model: coordinator.searchModel)
    case .results(let coordinator): ResultsView(coordinator: coordinator)
    case .help: Text("Help")
    }
  }
}

final class FinderCoordinator: Coordinator<FinderRoute> {
  let searchModel = SearchModel()

  override func start() async {
    searchModel.coordinator = self
    await startFlow(route: .search(self))
  }

  func showResults() async { await navigate(toRoute: .results(self)) }
  func showHelp() async { await navigate(toRoute: .help) }
  func askAgain() { searchModel.query = "help" }
}

final class SearchModel: ObservableObject {
  weak var coordinator: FinderCoordinator?
  var query = "" {
    didSet {
      if query == "help" { Task { await coordinator?.showHelp() } }
    }
  }
}

struct SearchView: View {
  @ObservedObject var model: SearchModel
  var body: some View {
    TextField("Search", text: $model.query)
    Button("Search") { Task { await model.coordinator?.showResults() } }
  }
}

struct ResultsView: View {
  let coordinator: FinderCoordinator
  var body: some View { Button("Nothing found? Ask for help") { coordinator.askAgain() } }
}
