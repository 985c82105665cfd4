import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let news = NewsCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = news.view()
    window?.makeKeyAndVisible()
  }
}

final class NewsCoordinator: NavigationCoordinable {
  var navigation: Navigation<NewsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var article = articleScreen
  @Route var comments = commentsCoordinator

  func listScreen() -> ScreenView {
    ListViewController(onOpen: { [weak self] in self?.push(\.article) })
  }

  func articleScreen() -> ScreenView {
    ListViewController(onOpen: { [weak self] in self?.push(\.comments) })
  }

  func commentsCoordinator() -> CommentsCoordinator {
    CommentsCoordinator(onClose: { [weak self] in self?.pop(to: \.article) })
  }
}

final class CommentsCoordinator: NavigationCoordinable {
  var navigation: Navigation<CommentsCoordinator> = .init(initial: \.thread)

  @Route var thread = threadScreen
  @Route var replies = repliesScreen

  private let onClose: () -> Void
  init(onClose: @escaping () -> Void) { self.onClose = onClose }

  func threadScreen() -> ScreenView {
    let controller = ListViewController(onOpen: { [weak self] in self?.push(\.replies) })
    controller.onDone = onClose
    return controller
  }

  func repliesScreen() -> ScreenView {
    let controller = ListViewController(onOpen: {})
    controller.onDone = onClose
    return controller
  }
}

final class ListViewController: UITableViewController {
  private let onOpen: () -> Void
  var onDone: (() -> Void)?

  init(onOpen: @escaping () -> Void) {
    self.onOpen = onOpen
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError("unused") }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onOpen() }
  @objc func doneTapped() { onDone?() }
}
