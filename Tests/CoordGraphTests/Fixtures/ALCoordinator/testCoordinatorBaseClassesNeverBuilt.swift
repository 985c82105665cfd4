import SUICoordinator
import SwiftUI

enum NoteRoute: NavigationRoute {
  case note(String)
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .note(let text): return Text(text)
    }
  }
}

/// The team's base for one-screen flows: never built itself.
class OneNoteCoordinator: NavigationCoordinator<NoteRoute> {
  var text: String { "Note" }
  override func start(animated: Bool) {
    router.startFlow(route: .note(text), animated: animated)
  }
}

final class TipsCoordinator: OneNoteCoordinator {
  override var text: String { "Tips" }
}

final class NewsCoordinator: OneNoteCoordinator {
  override var text: String { "News" }
}

/// A base that the app also builds itself stays a coordinator of its own.
class PlainCoordinator: NavigationCoordinator<NoteRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .note("Plain"), animated: animated)
  }
}

final class FancyCoordinator: PlainCoordinator {}

enum DeskRoute: NavigationRoute {
  case desk(DeskCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .desk(let coordinator): return DeskView(coordinator: coordinator)
    }
  }
}

final class DeskCoordinator: NavigationCoordinator<DeskRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .desk(self), animated: animated)
  }
  func tips() { router.navigate(to: TipsCoordinator()) }
  func news() { router.navigate(to: NewsCoordinator()) }
  func plain() { router.navigate(to: PlainCoordinator()) }
}

struct DeskView: View {
  let coordinator: DeskCoordinator
  var body: some View {
    Button("Tips") { coordinator.tips() }
    Button("News") { coordinator.news() }
    Button("Plain") { coordinator.plain() }
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let desk = DeskCoordinator()
    window?.rootViewController = desk.root
    desk.start(animated: false)
  }
}
