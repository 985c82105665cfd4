import SUICoordinator
import SwiftUI

enum QuizRoute: RouteType {
  case question(Int)
  case result(score: Int)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .question(let number): QuestionView(number: number)
    case .result(let score): QuizResultView(score: score)
    }
  }
}

@MainActor
@Coordinator(QuizRoute.self)
final class QuizCoordinator {
  let lesson: Int
  let onFinish: (Bool) -> Void
  private var score = 0

  init(lesson: Int, onFinish: @escaping (Bool) -> Void) {
    self.lesson = lesson
    self.onFinish = onFinish
  }

  func start() async { await startFlow(route: .question(1)) }

  func answer(_ number: Int, correct: Bool) async {
    if correct { score += 1 }
    if number < 5 {
      await navigate(toRoute: .question(number + 1))
    } else {
      await navigate(toRoute: .result(score: score))
    }
  }

  func done() async {
    let passed = score >= 3
    await finishFlow()
    onFinish(passed)
  }

  func quit() async { await finishFlow() }
}

struct QuestionView: View {
  let number: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Text("Question \(number)")
      Button("Right") { Task { await (coordinator as? QuizCoordinator)?.answer(number, correct: true) } }
      Button("Wrong") { Task { await (coordinator as? QuizCoordinator)?.answer(number, correct: false) } }
    }
    .toolbar {
      Button("Quit") { Task { await (coordinator as? QuizCoordinator)?.quit() } }
    }
  }
}

struct QuizResultView: View {
  let score: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Text("Score: \(score)")
      Button("Done") { Task { await (coordinator as? QuizCoordinator)?.done() } }
    }
  }
}
