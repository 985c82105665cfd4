import SwiftUI
import SUICoordinator

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var mainCoordinator: MainCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    mainCoordinator = .init()
    mainCoordinator?.start(animated: true)
  }
}

enum MainRoute: NavigationRoute {
  case splash
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { ProgressView() }
}

class MainCoordinator: NavigationCoordinator<MainRoute> {
  init() {
    super.init(parent: nil)
    router.startFlow(route: .splash, animated: false)
  }

  override func start(animated: Bool = false) {
    router.navigate(to: WelcomeCoordinator(presentationStyle: .fullScreen), animated: animated)
  }
}

enum WelcomeRoute: NavigationRoute {
  case hello
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { HelloView() }
}

class WelcomeCoordinator: NavigationCoordinator<WelcomeRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .hello, animated: animated)
  }

  func finish() {
    router.navigate(to: MainTabs(currentPage: .news))
  }
}

struct HelloView: View {
  @EnvironmentObject var coordinator: WelcomeCoordinator
  var body: some View { Button("Start") { coordinator.finish() } }
}

enum MainPage: CaseIterable, TabbarPage {
  case news
  case me

  func coordinator() -> Coordinator {
    switch self {
    case .news: return NewsCoordinator()
    case .me: return MeCoordinator()
    }
  }

  var position: Int {
    switch self {
    case .news: return 0
    case .me: return 1
    }
  }
}

class MainTabs: TabbarCoordinator<MainPage> {
  init(currentPage: MainPage) {
    super.init(pages: [.news, .me], currentPage: currentPage)
  }
}

enum NewsRoute: NavigationRoute {
  case list
  case story

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .list: return NewsView()
    case .story: return Text("Story")
    }
  }
}

class NewsCoordinator: NavigationCoordinator<NewsRoute> {
  override func start(animated: Bool) { router.startFlow(route: .list, animated: animated) }
  func open() { router.navigate(to: .story) }
}

struct NewsView: View {
  @EnvironmentObject var coordinator: NewsCoordinator
  var body: some View { Button("Story") { coordinator.open() } }
}

enum MeRoute: NavigationRoute {
  case profile
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Me") }
}

class MeCoordinator: NavigationCoordinator<MeRoute> {
  override func start(animated: Bool) { router.startFlow(route: .profile, animated: animated) }
}
