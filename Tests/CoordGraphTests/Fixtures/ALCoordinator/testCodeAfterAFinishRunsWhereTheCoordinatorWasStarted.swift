import SUICoordinator
import SwiftUI

enum RootRoute: RouteType {
  case splash
  case home
  case thanks

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .splash: Text("Splash")
    case .home: HomeView()
    case .thanks: Text("Thanks")
    }
  }
}

// Code written after a finish runs once the finished coordinator is gone, where it was started: the onboarding's
// `onFinish()` after its own `finishFlow`, the root's `navigate(toRoute: .thanks)` after the survey's.
final class RootCoordinator: Coordinator<RootRoute> {
  override func start() async {
    await startFlow(route: .splash)
    let onboarding = OnboardingCoordinator(onFinish: { [weak self] in Task { await self?.signedIn() } })
    await navigate(to: onboarding, presentationStyle: .fullScreenCover)
  }

  func signedIn() async { await navigate(toRoute: .home) }

  func showSurvey() async {
    let survey = SurveyCoordinator(onDone: { [weak self] survey in await self?.surveyDone(survey) })
    await navigate(to: survey, presentationStyle: .sheet)
  }

  func surveyDone(_ survey: SurveyCoordinator) async {
    await survey.finishFlow()
    await navigate(toRoute: .thanks)
  }
}

struct HomeView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View { Button("Survey") { Task { await (coordinator as? RootCoordinator)?.showSurvey() } } }
}

enum OnboardingRoute: RouteType {
  case intro
  case terms
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .intro: IntroView()
    case .terms: Text("Terms")
    }
  }
}

final class OnboardingCoordinator: Coordinator<OnboardingRoute> {
  private let onFinish: () -> Void
  var skipsTerms = false

  init(onFinish: @escaping () -> Void) {
    self.onFinish = onFinish
    super.init()
  }

  override func start() async { await startFlow(route: .intro) }

  func accept() async {
    await finishFlow(animated: true)
    onFinish()
  }

  // The finish is conditional: what follows the `if` runs whether it finished or not.
  func next() async {
    if skipsTerms { await finishFlow(animated: true) }
    await navigate(toRoute: .terms)
  }
}

struct IntroView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Accept") { Task { await (coordinator as? OnboardingCoordinator)?.accept() } }
    Button("Next") { Task { await (coordinator as? OnboardingCoordinator)?.next() } }
  }
}

enum SurveyRoute: RouteType {
  case question
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { QuestionView() }
}

final class SurveyCoordinator: Coordinator<SurveyRoute> {
  private let onDone: (SurveyCoordinator) async -> Void
  init(onDone: @escaping (SurveyCoordinator) async -> Void) {
    self.onDone = onDone
    super.init()
  }
  override func start() async { await startFlow(route: .question) }
  func submit() async { await onDone(self) }
}

struct QuestionView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View { Button("Submit") { Task { await (coordinator as? SurveyCoordinator)?.submit() } } }
}
