import SUICoordinator
import SwiftUI

enum InboxRoute: RouteType {
  case threads, thread, compose
  var presentationStyle: TransitionPresentationStyle { self == .compose ? .sheet : .push }
  var body: some View {
    switch self {
    case .threads: ThreadsView()
    case .thread: ThreadView()
    case .compose: ComposeView()
    }
  }
}

final class InboxCoordinator: Coordinator<InboxRoute> {
  override func start() async { await startFlow(route: .threads) }
  func show(_ route: InboxRoute) async { await navigate(toRoute: route) }
  func close() async { await router.dismiss() }
}

struct ThreadsView: View {
  @EnvironmentObject var coordinator: InboxCoordinator
  var body: some View {
    Button("Open") { Task { await coordinator.show(.thread) } }
  }
}

struct ThreadView: View {
  @EnvironmentObject var coordinator: InboxCoordinator
  var body: some View {
    Button("Reply") { Task { await coordinator.show(.compose) } }
  }
}

struct ComposeView: View {
  @EnvironmentObject var coordinator: InboxCoordinator
  var body: some View {
    Button("Send") { Task { await coordinator.close() } }
  }
}

#Preview {
  ComposeView().environmentObject(InboxCoordinator())
}
