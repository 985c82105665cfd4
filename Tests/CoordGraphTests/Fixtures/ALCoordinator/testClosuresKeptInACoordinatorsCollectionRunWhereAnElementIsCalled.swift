import SUICoordinator
import SwiftUI

enum MenuItem: Hashable, CaseIterable {
  case compose, archive
}

enum PostRoute: RouteType {
  case inbox
  case thread
  case compose
  case archive

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox, .thread, .archive: .push
    case .compose: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .inbox: InboxView()
    case .thread: ThreadView()
    case .compose: Text("Compose")
    case .archive: Text("Archive")
    }
  }
}

/// Keeps what each menu item does in a dictionary of closures; the inbox's menu calls an element.
@Coordinator(PostRoute.self)
final class PostCoordinator {
  func start() async { await startFlow(route: .inbox) }
  func openThread() async { await navigate(toRoute: .thread) }

  lazy var menuActions: [MenuItem: () async -> Void] = [
    .compose: { [unowned self] in await navigate(toRoute: .compose) },
    .archive: { [unowned self] in await showArchive() },
  ]

  func showArchive() async { await navigate(toRoute: .archive) }
}

struct InboxView: View {
  @EnvironmentObject var coordinator: PostCoordinator

  var body: some View {
    Button("Thread") { Task { await coordinator.openThread() } }
    Menu("More") {
      ForEach(MenuItem.allCases, id: \.self) { item in
        Button(String(describing: item)) { Task { await coordinator.menuActions[item]?() } }
      }
    }
  }
}

struct ThreadView: View {
  var body: some View { Text("Thread") }
}
