import UIKCoordinator
import UIKit

enum FeedRoute: NavigationRoute {
  case feed(viewModel: FeedViewModel)
  case article(id: String, viewModel: ArticleViewModel)
  case share(id: String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .feed, .article: return .push
    case .share: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .feed(let viewModel): return FeedViewController(viewModel: viewModel)
    case .article(let id, let viewModel): return ArticleViewController(id: id, viewModel: viewModel)
    case .share(let id): return UIActivityViewController(activityItems: [id], applicationActivities: nil)
    }
  }
}

final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .feed(viewModel: FeedViewModel(coordinator: self)), animated: animated)
  }

  func showArticle(_ id: String) {
    router.navigate(to: .article(id: id, viewModel: ArticleViewModel(coordinator: self)))
  }

  func share(_ id: String) {
    router.navigate(to: .share(id: id))
  }

  func openParcelsTab() {
    (parent as? MainTabsCoordinator)?.showParcels()
  }
}

final class FeedViewModel {
  private weak var coordinator: FeedCoordinator?

  init(coordinator: FeedCoordinator) { self.coordinator = coordinator }

  func select(article id: String) { coordinator?.showArticle(id) }
  func trackParcels() { coordinator?.openParcelsTab() }
}

final class ArticleViewModel {
  private weak var coordinator: FeedCoordinator?

  init(coordinator: FeedCoordinator) { self.coordinator = coordinator }

  func share(article id: String) { coordinator?.share(id) }
}

final class FeedViewController: UITableViewController {
  private let viewModel: FeedViewModel

  init(viewModel: FeedViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.select(article: "\(indexPath.row)")
  }

  @objc private func trackTapped() { viewModel.trackParcels() }
}

final class ArticleViewController: UIViewController {
  private let id: String
  private let viewModel: ArticleViewModel

  init(id: String, viewModel: ArticleViewModel) {
    self.id = id
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func shareTapped() { viewModel.share(article: id) }
}
