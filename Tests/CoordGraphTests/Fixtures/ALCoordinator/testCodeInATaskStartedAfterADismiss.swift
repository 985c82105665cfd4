import SUICoordinator
import SwiftUI

enum MailRoute: RouteType {
  case mailbox(MailCoordinator)
  case compose(MailCoordinator)
  case sent

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .mailbox: .push
    case .compose, .sent: .sheet
    }
  }

  var body: some View {
    switch self {
    case .mailbox(let coordinator): MailboxView(coordinator: coordinator)
    case .compose(let coordinator): ComposeView(coordinator: coordinator)
    case .sent: Text("Sent")
    }
  }
}

final class MailCoordinator: Coordinator<MailRoute> {
  override func start() async { await startFlow(route: .mailbox(self)) }
  func compose() async { await navigate(toRoute: .compose(self)) }
  func confirmSent() async { await navigate(toRoute: .sent) }
}

struct MailboxView: View {
  let coordinator: MailCoordinator
  var body: some View { Button("New") { Task { await coordinator.compose() } } }
}

struct ComposeView: View {
  let coordinator: MailCoordinator
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Send") {
      dismiss()
      Task { await coordinator.confirmSent() }
    }
    Button("Keep open") {
      Task { await coordinator.confirmSent() }
    }
  }
}
