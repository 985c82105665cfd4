import SUICoordinator
import SwiftUI

@main
struct QuizApp: App {
  @StateObject var coordinator = QuizCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum QuizRoute: RouteType {
  case question
  case score

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .question: QuestionView()
    case .score: Text("Score")
    }
  }
}

final class QuizCoordinator: Coordinator<QuizRoute> {
  override func start() async { await startFlow(route: .question) }

  func hints() async {
    let child = HintCoordinator()
    child.onSolved = { [weak self] in Task { await self?.navigate(toRoute: .score) } }
    await navigate(to: child, presentationStyle: .sheet)
  }
}

struct QuestionView: View {
  @EnvironmentObject var coordinator: QuizCoordinator
  var body: some View { Button("Hints") { Task { await coordinator.hints() } } }
}

enum HintRoute: RouteType {
  case hint
  case answer

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .hint: HintView()
    case .answer: AnswerView()
    }
  }
}

final class HintCoordinator: Coordinator<HintRoute> {
  var onSolved: (() -> Void)?
  override func start() async { await startFlow(route: .hint) }
  func answer() async { await navigate(toRoute: .answer) }
}

struct HintView: View {
  @EnvironmentObject var coordinator: HintCoordinator
  var body: some View { Button("Show answer") { Task { await coordinator.answer() } } }
}

struct AnswerView: View {
  @EnvironmentObject var coordinator: HintCoordinator
  var body: some View { Button("Solved") { coordinator.onSolved?() } }
}
