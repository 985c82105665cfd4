import UIKCoordinator
import UIKit

enum NewsRoute: NavigationRoute {
  case headlines(NewsCoordinator)
  case story(id: Int, NewsCoordinator)
  case web(URL, NewsCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .headlines, .story: return .push
    case .web: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .headlines(let owner): return HeadlinesViewController(coordinator: owner)
    case .story(let id, let owner): return StoryViewController(id: id, coordinator: owner)
    case .web(let url, let owner): return WebViewController(url: url, router: owner)
    }
  }
}

final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .headlines(self), animated: animated)
  }

  func showStory(_ id: Int) { router.navigate(to: .story(id: id, self)) }
  func showSource(_ url: URL) { router.navigate(to: .web(url, self)) }
}

extension NewsCoordinator: WebRouting {
  func closeWeb() { router.dismiss(animated: true) }

  func follow(_ link: URL) {
    router.dismiss(animated: false)
    if let id = Int(link.lastPathComponent) { showStory(id) }
  }
}

final class HeadlinesViewController: UITableViewController {
  private weak var coordinator: NewsCoordinator?

  init(coordinator: NewsCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.showStory(indexPath.row)
  }
}

final class StoryViewController: UIViewController {
  private weak var coordinator: NewsCoordinator?

  init(id: Int, coordinator: NewsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  @objc private func sourceTapped() {
    coordinator?.showSource(URL(string: "https://example.com")!)
  }
}
