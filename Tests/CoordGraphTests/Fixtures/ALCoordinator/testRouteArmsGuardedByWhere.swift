import SUICoordinator
import SwiftUI

enum FinderRoute: RouteType {
  case field
  case results(query: String)
  case receipt(large: Bool)
  case tip(amount: Int)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .results(let query) where query.isEmpty: .sheet
    case .field, .results: .push
    case .receipt(let large) where large: .fullScreenCover
    case .receipt: .sheet
    case .tip(let amount) where amount > 100: .fullScreenCover
    default: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .field: FieldView()
    case .results(let query) where query.isEmpty: NothingFoundView()
    case .results(let query): ResultsView(query: query)
    case .receipt: Text("Receipt")
    case .tip: Text("Tip")
    }
  }
}

final class FinderCoordinator: Coordinator<FinderRoute> {
  override func start() async { await startFlow(route: .field) }
  func search(_ query: String) async { await navigate(toRoute: .results(query: query)) }
  func receipt() async { await navigate(toRoute: .receipt(large: true)) }
  func tip() async { await navigate(toRoute: .tip(amount: 5)) }
  func back() async { await router.pop() }
}

struct FieldView: View {
  @EnvironmentObject var coordinator: FinderCoordinator
  var body: some View { Button("Search") { Task { await coordinator.search("") } } }
}

struct NothingFoundView: View {
  @EnvironmentObject var coordinator: FinderCoordinator
  var body: some View { Button("Back") { Task { await coordinator.back() } } }
}

struct ResultsView: View {
  let query: String
  @EnvironmentObject var coordinator: FinderCoordinator
  var body: some View {
    Button("Receipt") { Task { await coordinator.receipt() } }
    Button("Tip") { Task { await coordinator.tip() } }
  }
}
