import UIKCoordinator
import UIKit

protocol PageRouting: AnyObject {
  func closePage()
  func follow(_ link: URL)
}

final class PageViewController: UIViewController {
  weak var router: PageRouting?

  @objc private func closeTapped() { router?.closePage() }

  func linkTapped(_ link: URL) { router?.follow(link) }
}

enum NewsRoute: NavigationRoute {
  case headlines(NewsCoordinator)
  case story
  case page(NewsCoordinator)

  var transition: NavigationTransitionStyle {
    if case .page = self { return .modal }
    return .push
  }

  func view() -> UIViewController {
    switch self {
    case .headlines(let owner): return HeadlinesViewController(coordinator: owner)
    case .story: return UIViewController()
    case .page(let owner):
      let page = PageViewController()
      page.router = owner
      return page
    }
  }
}

final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
  override func start(animated: Bool) { router.startFlow(route: .headlines(self)) }
  func showPage() { router.navigate(to: .page(self)) }
  func showStory() { router.navigate(to: .story) }
}

extension NewsCoordinator: PageRouting {
  func closePage() { router.dismiss(animated: true) }
  func follow(_ link: URL) {
    router.dismiss(animated: false)
    showStory()
  }
}

enum HelpRoute: NavigationRoute {
  case topics(HelpCoordinator)
  case article(URL, HelpCoordinator)
  case contact

  var transition: NavigationTransitionStyle {
    if case .contact = self { return .modal }
    return .push
  }

  func view() -> UIViewController {
    switch self {
    case .topics(let owner): return TopicsViewController(coordinator: owner)
    case .article(_, let owner):
      let page = PageViewController()
      page.router = owner
      return page
    case .contact: return UIViewController()
    }
  }
}

final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
  override func start(animated: Bool) { router.startFlow(route: .topics(self)) }
  func showArticle(_ url: URL) { router.navigate(to: .article(url, self)) }
}

extension HelpCoordinator: PageRouting {
  func closePage() { router.pop(animated: true) }
  func follow(_ link: URL) { router.navigate(to: .contact) }
}

final class HeadlinesViewController: UIViewController {
  private weak var coordinator: NewsCoordinator?

  init(coordinator: NewsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  @objc private func storyTapped() { coordinator?.showPage() }
}

final class TopicsViewController: UIViewController {
  private weak var coordinator: HelpCoordinator?

  init(coordinator: HelpCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  @objc private func topicTapped() {
    coordinator?.showArticle(URL(string: "https://example.com/help")!)
  }
}
