import Jumper
import UIKit

extension NavigationCoordinable {
  /// Every flow goes back to its first screen the same way.
  func backToTop() { popToRoot() }
}

final class ShopCoordinator: NavigationCoordinable {
  var navigation: Navigation<ShopCoordinator> = .init(initial: \.aisles)
  @Route var aisles = aislesScreen
  @Route var shelf = shelfScreen
  @Route var help = helpFlow
  func aislesScreen() -> ScreenView { AislesViewController(coordinator: self) }
  func shelfScreen() -> ScreenView { ShelfViewController(coordinator: self) }
  func helpFlow() -> HelpCoordinator { HelpCoordinator() }
}

final class HelpCoordinator: NavigationCoordinable {
  var navigation: Navigation<HelpCoordinator> = .init(initial: \.topics)
  @Route var topics = topicsScreen
  @Route var answer = answerScreen
  func topicsScreen() -> ScreenView { TopicsViewController(coordinator: self) }
  func answerScreen() -> ScreenView { AnswerViewController() }
}

final class AislesViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func open() { coordinator?.push(\.shelf) }
  @objc func ask() { coordinator?.present(\.help) }
}

final class ShelfViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func home() { coordinator?.backToTop() }
}

final class TopicsViewController: UIViewController {
  weak var coordinator: HelpCoordinator?
  init(coordinator: HelpCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func read() { coordinator?.push(\.answer) }
}

final class AnswerViewController: UIViewController {}
