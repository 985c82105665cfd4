import SUICoordinator
import SwiftUI

enum DeskRoute: RouteType {
  case welcome
  case order(id: Int)
  case draft(String)
  case compose

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .welcome, .order: .push
    case .draft, .compose: .sheet
    }
  }

  var body: some View {
    switch self {
    case .welcome: DeskView()
    case .order(let id): Text("\(id)")
    case .draft(let text): Text(text)
    case .compose: Text("New")
    }
  }
}

@Coordinator(DeskRoute.self)
final class DeskCoordinator {
  private var savedDraft: String?

  func start() async {
    let pending = UserDefaults.standard.object(forKey: "order") as? Int
    await startFlow(route: pending.map { .order(id: $0) } ?? .welcome)
  }

  func write() async {
    await navigate(toRoute: savedDraft.map { DeskRoute.draft($0) } ?? .compose)
  }
}

struct DeskView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Write") { Task { await (coordinator as? DeskCoordinator)?.write() } }
  }
}
