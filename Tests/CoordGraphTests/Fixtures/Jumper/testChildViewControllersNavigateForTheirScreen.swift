import Jumper
import UIKit

final class NewsCoordinator: NavigationCoordinable {
  var navigation: Navigation<NewsCoordinator> = .init(initial: \.headlines)
  @Route var headlines = headlinesScreen
  @Route var story = storyScreen
  func headlinesScreen() -> ScreenView { HeadlinesViewController(coordinator: self) }
  func storyScreen() -> ScreenView { StoryViewController() }
}

final class HeadlinesViewController: UIViewController {
  weak var coordinator: NewsCoordinator?
  init(coordinator: NewsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func open() { coordinator?.push(\.story) }
}

final class StoryViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let toolbar = StoryToolbarViewController()
    addChild(toolbar)
    view.addSubview(toolbar.view)
  }
}

final class StoryToolbarViewController: UIViewController {
  @objc func back() { navigationController?.popViewController(animated: true) }
}
