import SUICoordinator
import SwiftUI

enum IntroRoute: RouteType {
  case welcome
  case permissions
  case profile
  case done

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .welcome: IntroStepView(title: "Welcome")
    case .permissions: IntroStepView(title: "Allow")
    case .profile: IntroStepView(title: "Save")
    case .done: Text("Ready")
    }
  }
}

final class IntroCoordinator: Coordinator<IntroRoute> {
  private let steps: [IntroRoute] = [.welcome, .permissions, .profile, .done]
  private var position = 0

  override func start() async { await startFlow(route: steps[position]) }

  func next() async {
    position += 1
    await navigate(toRoute: steps[position])
  }
}

struct IntroStepView: View {
  @EnvironmentObject var coordinator: IntroCoordinator
  let title: String
  var body: some View {
    Button(title) { Task { await coordinator.next() } }
  }
}

enum QuizRoute: RouteType {
  case first
  case second
  case third

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View { QuizView() }
}

final class QuizCoordinator: Coordinator<QuizRoute> {
  private let questions: [QuizRoute] = [.first, .second, .third]
  private var current = 0

  override func start() async { await startFlow(route: .first) }

  func answer() async {
    current += 1
    await navigate(toRoute: questions[current])
  }

  func again() async {
    self.current = 0
    await navigate(toRoute: questions[current])
  }
}

struct QuizView: View {
  @EnvironmentObject var coordinator: QuizCoordinator
  var body: some View {
    Button("Answer") { Task { await coordinator.answer() } }
    Button("Again") { Task { await coordinator.again() } }
  }
}

enum TrailRoute: RouteType {
  case start
  case summit

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View { TrailView() }
}

final class TrailCoordinator: Coordinator<TrailRoute> {
  let legs: [TrailRoute] = [.start, .summit]
  var leg = 0

  override func start() async { await startFlow(route: .start) }

  func walk() async {
    leg += 1
    await navigate(toRoute: legs[leg])
  }
}

struct TrailView: View {
  @EnvironmentObject var coordinator: TrailCoordinator
  var body: some View {
    Button("Walk") { Task { await coordinator.walk() } }
    Button("Again") { coordinator.leg = 0 }
  }
}
