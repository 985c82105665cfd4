import SUICoordinator
import SwiftUI

@main
struct PostApp: App {
  @StateObject var coordinator = MailCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum MailRoute: RouteType {
  case inbox(InboxModel)
  case message(MessageModel)
  case compose(ComposeModel)
  case sent

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox, .message: .push
    case .compose: .sheet
    case .sent: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .inbox(let model): InboxView(model: model)
    case .message(let model): MessageView(model: model)
    case .compose(let model): ComposeView(model: model)
    case .sent: Text("Sent")
    }
  }
}

protocol MailNavigating: AnyObject {
  func showMessage() async
  func compose() async
}

final class MailCoordinator: Coordinator<MailRoute>, MailNavigating {
  override func start() async { await startFlow(route: .inbox(InboxModel(coordinator: self))) }
  func showMessage() async { await navigate(toRoute: .message(MessageModel(coordinator: self))) }
  func compose() async { await navigate(toRoute: .compose(ComposeModel(coordinator: self))) }
  func sent() async { await navigate(toRoute: .sent) }
}

class BaseModel<Navigator: AnyObject>: ObservableObject {
  weak var coordinator: Navigator?
  init(coordinator: Navigator) { self.coordinator = coordinator }
}

class ListModel<N: AnyObject>: BaseModel<N> {}

final class InboxModel: ListModel<MailNavigating> {
  func open() { Task { await coordinator?.showMessage() } }
}

final class MessageModel: BaseModel<MailNavigating> {
  func reply() { Task { await coordinator?.compose() } }
}

final class ComposeModel: BaseModel<MailCoordinator> {
  func send() { Task { await coordinator?.sent() } }
}

struct InboxView: View {
  @ObservedObject var model: InboxModel
  var body: some View { Button("Open", action: model.open) }
}

struct MessageView: View {
  @ObservedObject var model: MessageModel
  var body: some View { Button("Reply") { model.reply() } }
}

struct ComposeView: View {
  @ObservedObject var model: ComposeModel
  var body: some View { Button("Send") { model.send() } }
}
