import Combine
import Jumper
import UIKit

final class NewsCoordinator: NavigationCoordinable {
  var navigation: Navigation<NewsCoordinator> = .init(initial: \.feed)
  private var subscriptions = Set<AnyCancellable>()

  @Route var feed = feedScreen
  @Route var story = storyScreen

  // The coordinator subscribes to what the screen publishes: each action fires from the screen's route.
  func feedScreen() -> ScreenView {
    let screen = FeedViewController()
    screen.storyTapped.sink { [weak self] in self?.push(\.story) }.store(in: &subscriptions)
    return screen
  }

  func storyScreen() -> ScreenView {
    let screen = StoryViewController()
    screen.model.$isDone.sink { [weak self] done in self?.close() }.store(in: &subscriptions)
    return screen
  }

  func close() { pop() }
}

final class FeedViewController: UIViewController {
  let storyTapped = PassthroughSubject<Void, Never>()
}

final class StoryViewController: UIViewController {
  let model = StoryModel()
}

final class StoryModel {
  @Published var isDone = false
}
