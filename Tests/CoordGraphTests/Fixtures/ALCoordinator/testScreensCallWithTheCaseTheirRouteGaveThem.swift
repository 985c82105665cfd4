import SwiftUI
import UIKCoordinator
import UIKit

enum TourRoute: NavigationRoute {
  case welcome
  case privacy
  case alerts
  case quiz
  case review
  case done
  case spare
  case replay
  case bonus(model: QuizModel)
  case mixed(model: QuizModel)
  case changing

  static let last = TourRoute.review

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .welcome: return StepViewController(step: .welcome)
    case .privacy: return StepViewController(step: TourRoute.privacy)
    case .alerts: return PagerViewController(page: .alerts)
    case .quiz: return QuizViewController(model: QuizModel(question: .quiz))
    case .review: return UIHostingController(rootView: ReviewView(stage: .review))
    case .done: return StepViewController(step: .done)
    case .spare: return StepViewController(step: Bool.random() ? .spare : .welcome)
    case .replay: return StepViewController(step: Self.last)
    case .bonus(let model), .mixed(let model): return QuizViewController(model: model)
    case .changing: return ChangingViewController(step: .welcome)
    }
  }
}

final class TourCoordinator: NavigationCoordinator<TourRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .welcome, animated: animated)
  }

  func next(after step: TourRoute) {
    switch step {
    case .welcome: router.navigate(to: .privacy)
    case .privacy: router.navigate(to: .alerts)
    case .alerts: router.navigate(to: .quiz)
    case .quiz: router.navigate(to: .review)
    case .review: router.navigate(to: .done)
    case .done: router.navigate(to: .bonus(model: QuizModel(question: .welcome)))
    case .bonus: router.navigate(to: .mixed(model: QuizModel(question: .quiz)))
    case .mixed: router.navigate(to: .mixed(model: QuizModel(question: step)))
    case .spare, .replay, .changing: finishFlow(animated: true)
    }
  }
}

final class StepViewController: UIViewController {
  let step: TourRoute
  weak var coordinator: TourCoordinator?

  init(step: TourRoute) {
    self.step = step
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func nextTapped() { coordinator?.next(after: step) }
}

final class PagerViewController: UIViewController {
  private let current: TourRoute
  weak var coordinator: TourCoordinator?

  init(page value: TourRoute) {
    current = value
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func nextTapped() { coordinator?.next(after: self.current) }
}

final class QuizModel {
  let question: TourRoute
  weak var coordinator: TourCoordinator?

  init(question: TourRoute) { self.question = question }

  func answered() { coordinator?.next(after: question) }
}

final class QuizViewController: UIViewController {
  let model: QuizModel

  init(model: QuizModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func answerTapped() { model.answered() }
}

struct ReviewView: View {
  let stage: TourRoute
  weak var coordinator: TourCoordinator?

  var body: some View {
    Button("Next") { coordinator?.next(after: stage) }
  }
}

final class ChangingViewController: UIViewController {
  var step: TourRoute
  weak var coordinator: TourCoordinator?

  init(step: TourRoute) {
    self.step = step
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func skipTapped() { step = .review }
  @objc func nextTapped() { coordinator?.next(after: step) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: StepViewController, _ value: TourCoordinator) { screen.coordinator = value }
func wire(_ screen: PagerViewController, _ value: TourCoordinator) { screen.coordinator = value }
func wire(_ screen: QuizModel, _ value: TourCoordinator) { screen.coordinator = value }
func wire(_ screen: ChangingViewController, _ value: TourCoordinator) { screen.coordinator = value }
