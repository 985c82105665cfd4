import Combine
import SUICoordinator
import SwiftUI

enum MailRoute: RouteType {
  case inbox
  case message
  case compose
  case signIn
  case outbox
  case unread

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .signIn: .fullScreenCover
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .inbox: InboxView()
    case .message: MessageView()
    case .compose: ComposeView()
    default: Text("Page")
    }
  }
}

final class MailModel: ObservableObject {
  @Published var isSignedIn = true
  @Published var selected: Int?
  let composed = PassthroughSubject<Void, Never>()
  let sent = CurrentValueSubject<Int, Never>(0)
}

final class MailCoordinator: Coordinator<MailRoute> {
  let model = MailModel()
  var bag = Set<AnyCancellable>()

  override func start() async {
    model.$isSignedIn.dropFirst().sink { [weak self] _ in
      Task { await self?.navigate(toRoute: .signIn) }
    }.store(in: &bag)
    model.$selected.compactMap { $0 }.sink { [weak self] _ in
      Task { await self?.navigate(toRoute: .message) }
    }.store(in: &bag)
    model.composed.sink { [weak self] in
      Task { await self?.navigate(toRoute: .compose) }
    }.store(in: &bag)
    model.sent.dropFirst().sink { [weak self] _ in
      Task { await self?.navigate(toRoute: .outbox) }
    }.store(in: &bag)
    model.$selected.combineLatest(model.$isSignedIn).sink { [weak self] _ in
      Task { await self?.navigate(toRoute: .unread) }
    }.store(in: &bag)
    await startFlow(route: .inbox)
  }
}

struct InboxView: View {
  @EnvironmentObject var coordinator: MailCoordinator
  var body: some View {
    Button("Open") { coordinator.model.selected = 1 }
    Button("New") { coordinator.model.composed.send() }
  }
}

struct MessageView: View {
  @EnvironmentObject var coordinator: MailCoordinator
  var body: some View {
    Button("Sign out") { coordinator.model.isSignedIn = false }
  }
}

struct ComposeView: View {
  @EnvironmentObject var coordinator: MailCoordinator
  var body: some View {
    Button("Send") { coordinator.model.sent.value += 1 }
  }
}
