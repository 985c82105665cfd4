import SUICoordinator
import SwiftUI

enum MailRoute: RouteType {
  case inbox(MailCoordinator)
  case compose(MailCoordinator)
  case sent
  case drafts
  case archive

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox, .sent, .drafts, .archive: .push
    case .compose: .sheet
    }
  }

  var body: some View {
    switch self {
    case .inbox(let c): InboxView(coordinator: c)
    case .compose(let c): ComposeView(coordinator: c)
    case .sent: Text("Sent")
    case .drafts: Text("Drafts")
    case .archive: Text("Archive")
    }
  }
}

final class MailCoordinator: Coordinator<MailRoute> {
  override func start() async { await startFlow(route: .inbox(self)) }
  func compose() async { await navigate(toRoute: .compose(self)) }
  func showSent() async { await navigate(toRoute: .sent) }
  func showDrafts() async { await navigate(toRoute: .drafts) }
  func showArchive() async { await navigate(toRoute: .archive) }
}

struct InboxView: View {
  let coordinator: MailCoordinator
  var body: some View { Button("Compose") { Task { await coordinator.compose() } } }
}

struct ComposeView: View {
  let coordinator: MailCoordinator
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Send") {
      Task { await coordinator.showSent() }
      dismiss()
    }
    Button("Archive") {
      withAnimation { Task { await coordinator.showArchive() } }
      dismiss()
    }
    Button("Save draft") { Task { await coordinator.showDrafts() } }
    Button("Cancel") { dismiss() }
  }
}
