import UIKCoordinator
import UIKit

enum DeckRoute: NavigationRoute {
  case deck(DeckModel)
  case card
  case stats

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .deck(let model): return DeckViewController(model: model)
    default: return UIViewController()
    }
  }
}

final class DeckModel {
  enum Output { case card, stats }
  private let output: (Output) -> Void
  init(output: @escaping (Output) -> Void) { self.output = output }
  func flip() { output(.card) }
  func showStats() { output(.stats) }
}

final class DeckCoordinator: NavigationCoordinator<DeckRoute> {
  override func start(animated: Bool = true) {
    let model = DeckModel { [weak self] output in
      switch output {
      case .card: self?.router.navigate(to: .card)
      case .stats: self?.router.navigate(to: .stats)
      }
    }
    router.startFlow(route: .deck(model), animated: animated)
  }
}

final class DeckViewController: UIViewController {
  let model: DeckModel
  init(model: DeckModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func flipTapped() { model.flip() }
}
