import SUICoordinator
import SwiftUI

enum InboxRoute: RouteType {
  case threads(InboxCoordinator)
  case thread(InboxCoordinator)
  case archived

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .threads, .thread: .push
    case .archived: .sheet
    }
  }

  var body: some View {
    switch self {
    case .threads(let coordinator): ThreadsView(coordinator: coordinator)
    case .thread(let coordinator): ThreadView(coordinator: coordinator)
    case .archived: Text("Archived")
    }
  }
}

final class InboxCoordinator: Coordinator<InboxRoute> {
  override func start() async { await startFlow(route: .threads(self)) }

  func open() async { await navigate(toRoute: .thread(self)) }

  func archive() async {
    await close()
    await navigate(toRoute: .archived)
  }
}

struct ThreadsView: View {
  let coordinator: InboxCoordinator
  var body: some View { Button("Open") { Task { await coordinator.open() } } }
}

struct ThreadView: View {
  let coordinator: InboxCoordinator
  var body: some View { Button("Archive") { Task { await coordinator.archive() } } }
}
