import SUICoordinator
import SwiftUI

enum ContactKind { case video, clinic, phone }

enum ContactRoute: RouteType {
  case start, map, call
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .start: ContactView()
    default: Text("contact")
    }
  }
}

final class ContactCoordinator: Coordinator<ContactRoute> {
  override func start() async { await startFlow(route: .start) }

  func reach(kind: ContactKind) async {
    await navigate(toRoute: kind != .video ? .map : .call)
  }

  func ring(kind: ContactKind) async {
    await navigate(toRoute: .call, presentationStyle: kind != .phone ? .push : .sheet)
  }
}

struct ContactView: View {
  @EnvironmentObject var coordinator: ContactCoordinator
  var body: some View {
    Button("Video") { Task { await coordinator.reach(kind: .video) } }
    Button("Phone") { Task { await coordinator.ring(kind: .phone) } }
  }
}
