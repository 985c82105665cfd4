import UIKCoordinator
import UIKit

enum QuizRoute: NavigationRoute {
  case question
  case hint
  case result
  case review
  var transition: NavigationTransitionStyle {
    switch self {
    case .hint: return .modal
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .question: return QuestionViewController()
    case .hint: return HintViewController()
    case .result: return ResultViewController()
    case .review: return UIViewController()
    }
  }
}

final class QuizCoordinator: NavigationCoordinator<QuizRoute> {
  var onHintClosed: (() -> Void)?
  var onRetry: (() -> Void)?

  override func start(animated: Bool = true) {
    onHintClosed = { [weak self] in
      self?.router.dismiss(animated: true)
    }
    router.startFlow(route: .question, animated: animated)
  }

  func configureResult() {
    onRetry = { [weak self] in
      self?.router.navigate(to: .review)
    }
  }

  func showHint() { router.navigate(to: .hint) }
  func skip() {
    var onHintClosed: (() -> Void)?
    onHintClosed = { [weak self] in self?.router.navigate(to: .review) }
    onHintClosed?()
  }
  func answer() {
    configureResult()
    router.navigate(to: .result)
  }
}

final class QuestionViewController: UIViewController {
  weak var coordinator: QuizCoordinator?
  @objc func hintTapped() { coordinator?.showHint() }
  @objc func answerTapped() { coordinator?.answer() }
  @objc func skipTapped() { coordinator?.skip() }
}

final class HintViewController: UIViewController {
  weak var coordinator: QuizCoordinator?
  @objc func closeTapped() { coordinator?.onHintClosed?() }
}

final class ResultViewController: UIViewController {
  weak var coordinator: QuizCoordinator?
  @objc func retryTapped() { coordinator?.onRetry?() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: QuestionViewController, _ value: QuizCoordinator) { screen.coordinator = value }
func wire(_ screen: HintViewController, _ value: QuizCoordinator) { screen.coordinator = value }
func wire(_ screen: ResultViewController, _ value: QuizCoordinator) { screen.coordinator = value }
