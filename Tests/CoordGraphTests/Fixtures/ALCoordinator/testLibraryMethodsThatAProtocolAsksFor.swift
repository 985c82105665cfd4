import SUICoordinator
import SwiftUI

enum KilnRoute: RouteType {
  case pieces(KilnModel)
  case piece

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .pieces(let model): PiecesView(model: model)
    case .piece: Text("Piece")
    }
  }
}

protocol ProblemPresenting: AnyObject {
  func navigate(to coordinator: AnyCoordinatorType, presentationStyle: TransitionPresentationStyle) async
  func navigate(toRoute route: KilnRoute, presentationStyle: TransitionPresentationStyle?) async
}

extension ProblemPresenting {
  func showProblem(_ text: String) async {
    await navigate(to: ProblemCoordinator(), presentationStyle: .sheet)
  }

  func openPiece() async { await navigate(toRoute: .piece, presentationStyle: nil) }
}

final class KilnCoordinator: Coordinator<KilnRoute>, ProblemPresenting {
  override func start() async {
    let model = KilnModel()
    model.presenter = self
    await startFlow(route: .pieces(model))
  }
}

final class KilnModel {
  weak var presenter: ProblemPresenting?
  func failed() { Task { await presenter?.showProblem("Could not load") } }
  func open() { Task { await presenter?.openPiece() } }
}

struct PiecesView: View {
  let model: KilnModel
  var body: some View {
    Button("Open") { model.open() }
    Button("Reload") { model.failed() }
  }
}

enum ProblemRoute: RouteType {
  case message
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Problem") }
}

final class ProblemCoordinator: Coordinator<ProblemRoute> {
  override func start() async { await startFlow(route: .message) }
}
