import Jumper
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private lazy var coordinator = FeedCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = coordinator.view()
    window?.makeKeyAndVisible()
  }
}

enum FeedEvent {
  case openPost(Int)
  case openAuthor(String)
  case compose
  case report(Int)
}

final class FeedCoordinator: NavigationCoordinable {
  var navigation: Navigation<FeedCoordinator> = .init(initial: \.feed)

  @Route var feed = feedScreen
  @Route var post = postScreen
  @Route var author = authorScreen
  @Route var composer = composerCoordinator
  @Route var report = reportScreen

  func feedScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: FeedView(onEvent: { [weak self] event in self?.handle(event) }))
  }

  func postScreen(id: Int) -> Screen<PostModel> {
    Screen(screenView: SwiftUIScreen(content: PostView(model: PostModel(id: id))), viewModel: PostModel(id: id))
      .configure { [weak self] model in
        model.onAuthor = { name in self?.handle(.openAuthor(name)) }
        model.onReport = { self?.handle(.report(id)) }
      }
  }

  func authorScreen(name: String) -> some ScreenViewPresentable {
    SwiftUIScreen(content: AuthorView(name: name))
  }

  func composerCoordinator() -> ComposerCoordinator {
    ComposerCoordinator(onPosted: { [weak self] in self?.popToRoot() })
  }

  func reportScreen(post: Int) -> some ScreenViewPresentable {
    SwiftUIScreen(content: ReportView(post: post), modalPresentationStyle: .formSheet)
  }

  private func handle(_ event: FeedEvent) {
    switch event {
    case .openPost(let id): push(\.post, input: id)
    case .openAuthor(let name): push(\.author, input: name)
    case .compose: present(\.composer)
    case .report(let id): present(\.report, input: id)
    }
  }
}

struct FeedView: View {
  let onEvent: (FeedEvent) -> Void

  var body: some View {
    List(0..<20, id: \.self) { id in
      Button("Post \(id)") { onEvent(.openPost(id)) }
    }
    .toolbar {
      Button("New") { onEvent(.compose) }
    }
  }
}

@Observable
final class PostModel {
  let id: Int
  var onAuthor: ((String) -> Void)?
  var onReport: (() -> Void)?

  init(id: Int) {
    self.id = id
  }
}

struct PostView: View {
  let model: PostModel

  var body: some View {
    VStack {
      Button("Author") { model.onAuthor?("rook") }
      Button("Report") { model.onReport?() }
    }
  }
}

struct AuthorView: View {
  let name: String

  var body: some View {
    Text(name)
  }
}

struct ReportView: View {
  let post: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      Button("Send") { dismiss() }
    }
  }
}
