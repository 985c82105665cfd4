import SUICoordinator
import SwiftUI

@MainActor
protocol LibraryRouting: AnyObject {
  func show(_ route: LibraryRoute, animated: Bool) async
}

extension LibraryRouting {
  func show(_ route: LibraryRoute) async { await show(route, animated: true) }
}

enum LibraryRoute: RouteType {
  case shelves(ShelvesModel)
  case book
  case loans

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .loans: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .shelves(let model): ShelvesView(model: model)
    default: Text("Page")
    }
  }
}

final class LibraryCoordinator: Coordinator<LibraryRoute>, LibraryRouting {
  override func start() async { await startFlow(route: .shelves(ShelvesModel(router: self))) }
  func show(_ route: LibraryRoute, animated: Bool) async { await navigate(toRoute: route) }
}

@MainActor
final class ShelvesModel {
  private let router: any LibraryRouting
  init(router: any LibraryRouting) { self.router = router }
  func open() async { await router.show(.book) }
  func loans() async { await router.show(.loans, animated: false) }
}

struct ShelvesView: View {
  let model: ShelvesModel
  var body: some View {
    Button("Book") { Task { await model.open() } }
    Button("Loans") { Task { await model.loans() } }
  }
}
