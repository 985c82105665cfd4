import SUICoordinator
import SwiftUI

enum LetterRoute: RouteType {
  case inbox
  case compose
  case outbox
  case drafts

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox, .outbox, .drafts: .push
    case .compose: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .inbox: InboxView()
    case .compose: ComposeView()
    case .outbox: OutboxView()
    case .drafts: Text("Drafts")
    }
  }
}

final class LetterCoordinator: Coordinator<LetterRoute> {
  override func start() async { await startFlow(route: .inbox) }
  func compose() async { await navigate(toRoute: .compose) }
  func outbox() async { await navigate(toRoute: .outbox) }
  func drafts() async { await navigate(toRoute: .drafts) }
}

extension ObservableObject {
  func openDrafts(_ coordinator: LetterCoordinator) async { await coordinator.drafts() }
}

final class InboxModel: ObservableObject {}

extension View {
  func composeButton(_ coordinator: LetterCoordinator) -> some View {
    toolbar { Button("Compose") { Task { await coordinator.compose() } } }
  }

  func closeButton(_ coordinator: LetterCoordinator) -> some View {
    toolbar { Button("Close") { Task { await coordinator.router.dismiss() } } }
  }

  func outboxButton(_ coordinator: LetterCoordinator) -> some View {
    toolbar { Button("Outbox") { Task { await coordinator.outbox() } } }
  }
}

struct InboxView: View {
  @EnvironmentObject var coordinator: LetterCoordinator
  @StateObject private var model = InboxModel()
  var body: some View {
    List(1..<3) { Text("\($0)") }
      .refreshable { await model.openDrafts(coordinator) }
      .composeButton(coordinator)
      .outboxButton(coordinator)
  }
}

struct ComposeView: View {
  @EnvironmentObject var coordinator: LetterCoordinator
  var body: some View { Text("Draft").closeButton(coordinator) }
}

struct OutboxView: View {
  @EnvironmentObject var coordinator: LetterCoordinator
  var body: some View { outboxButton(coordinator) }

  // The view's own method of that name, called on the view itself: the extension's does not run.
  func outboxButton(_ coordinator: LetterCoordinator) -> some View { Text("Outbox") }
}
