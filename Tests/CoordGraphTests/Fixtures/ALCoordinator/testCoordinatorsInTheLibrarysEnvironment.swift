import SUICoordinator
import SwiftUI

enum StudyRoute: RouteType {
  case deck
  case card(Int)
  case results

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .deck: .push
    case .card: .fullScreenCover
    case .results: .sheet
    }
  }

  var body: some View {
    switch self {
    case .deck: DeckView()
    case .card(let number): CardView(number: number)
    case .results: ResultsView()
    }
  }
}

final class StudyCoordinator: Coordinator<StudyRoute> {
  override func start() async { await startFlow(route: .deck) }
  func study(_ number: Int) async { await navigate(toRoute: .card(number)) }
  func showResults() async { await navigate(toRoute: .results) }
}

struct DeckView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Study") { Task { await (coordinator as? StudyCoordinator)?.study(1) } }
    Button("Results") { Task { await (coordinator as? StudyCoordinator)?.showResults() } }
  }
}

struct CardView: View {
  let number: Int
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Got it") { Task { await coordinator?.close() } }
  }
}

struct ResultsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Finish") { Task { await coordinator?.finishFlow() } }
  }
}
