import UIKCoordinator
import UIKit

enum HelpRoute: NavigationRoute {
  case topics(HelpCoordinator)
  case article(URL, HelpCoordinator)
  case contact

  var transition: NavigationTransitionStyle {
    switch self {
    case .contact: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .topics(let owner): return TopicsViewController(coordinator: owner)
    case .article(let url, let owner): return WebViewController(url: url, router: owner)
    case .contact: return ContactViewController()
    }
  }
}

final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .topics(self), animated: animated)
  }

  func showArticle(_ url: URL) { router.navigate(to: .article(url, self)) }
  func contactUs() { router.navigate(to: .contact) }
}

extension HelpCoordinator: WebRouting {
  func closeWeb() { router.pop(animated: true) }
  func follow(_ link: URL) {
    if link.host == "contact" {
      contactUs()
    } else {
      showArticle(link)
    }
  }
}

final class TopicsViewController: UITableViewController {
  private weak var coordinator: HelpCoordinator?

  init(coordinator: HelpCoordinator) {
    self.coordinator = coordinator
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.showArticle(URL(string: "https://example.com/help/\(indexPath.row)")!)
  }
}

final class ContactViewController: UIViewController {}
