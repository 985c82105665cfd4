import Jumper
import UIKit

final class HeadlinesCoordinator: NavigationCoordinable {
  var navigation: Navigation<HeadlinesCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var article = articleScreen
  @Route var comments = commentsCoordinator

  func listScreen() -> ScreenView {
    ArticleListViewController(onOpen: { [weak self] id in self?.push(\.article, input: id) })
  }

  func articleScreen(id: Int) -> ScreenView {
    let controller = ArticleViewController(id: id)
    controller.onComments = { [weak self] in self?.push(\.comments, input: id) }
    return controller
  }

  func commentsCoordinator(article: Int) -> CommentsCoordinator {
    CommentsCoordinator(article: article, onClose: { [weak self] in self?.pop(to: \.article) })
  }
}

final class CommentsCoordinator: NavigationCoordinable {
  var navigation: Navigation<CommentsCoordinator> = .init(initial: \.thread)

  @Route var thread = threadScreen
  @Route var replies = repliesScreen
  @Route var compose = composeScreen

  private let article: Int
  private let onClose: () -> Void

  init(article: Int, onClose: @escaping () -> Void) {
    self.article = article
    self.onClose = onClose
  }

  func threadScreen() -> ScreenView {
    let controller = ThreadViewController()
    controller.onReplies = { [weak self] comment in self?.push(\.replies, input: comment) }
    controller.onCompose = { [weak self] in self?.present(\.compose) }
    controller.onDone = onClose
    return controller
  }

  func repliesScreen(comment: Int) -> ScreenView {
    let controller = ThreadViewController()
    controller.onCompose = { [weak self] in self?.present(\.compose) }
    controller.onDone = onClose
    return controller
  }

  func composeScreen() -> ScreenView {
    let controller = ComposeViewController()
    controller.onSent = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class ArticleListViewController: UITableViewController {
  private let onOpen: (Int) -> Void
  init(onOpen: @escaping (Int) -> Void) {
    self.onOpen = onOpen
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError("unused") }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onOpen(indexPath.row) }
}

final class ArticleViewController: UIViewController {
  var onComments: (() -> Void)?
  init(id: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("unused") }

  @objc private func commentsTapped() { onComments?() }
}

final class ThreadViewController: UITableViewController {
  var onReplies: ((Int) -> Void)?
  var onCompose: (() -> Void)?
  var onDone: (() -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onReplies?(indexPath.row)
  }

  @objc private func composeTapped() { onCompose?() }
  @objc private func doneTapped() { onDone?() }
}

final class ComposeViewController: UIViewController {
  var onSent: (() -> Void)?
  @objc private func sendTapped() { onSent?() }
}
