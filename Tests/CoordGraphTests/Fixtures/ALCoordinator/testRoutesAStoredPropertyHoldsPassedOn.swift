import SUICoordinator
import SwiftUI

enum MailRoute: RouteType {
  case inbox(InboxModel)
  case compose
  case search
  case trash

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .compose: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .inbox(let model): InboxView(model: model)
    default: Text("Mail")
    }
  }
}

@MainActor
final class InboxModel {
  weak var coordinator: MailCoordinator?
  var pending: MailRoute?
  var resumed: MailRoute?
  var archived: MailRoute?

  func composeTapped() {
    pending = .compose
    if let route = pending { Task { await coordinator?.go(route) } }
  }

  func resumeTapped() {
    resumed = .search
    resumed.map { route in Task { await coordinator?.go(route) } }
  }

  func archiveTapped() {
    archived = .trash
    let kept = archived
    kept.map { route in Task { await coordinator?.go(route) } }
  }
}

final class MailCoordinator: Coordinator<MailRoute> {
  override func start() async {
    let model = InboxModel()
    model.coordinator = self
    await startFlow(route: .inbox(model))
  }
  func go(_ route: MailRoute) async { await navigate(toRoute: route) }
}

struct InboxView: View {
  let model: InboxModel
  var body: some View {
    Button("Compose") { model.composeTapped() }
    Button("Resume") { model.resumeTapped() }
    Button("Archive") { model.archiveTapped() }
  }
}
