import SUICoordinator
import SwiftUI

enum VisitMode { case quick, full }
enum VisitKind { case video, clinic }

enum VisitRoute: RouteType {
  case list
  case detail(mode: VisitMode)
  case triage, video, inPerson
  case verify
  case map, call
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .verify: .fullScreenCover
    case .call: .sheet
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .list: VisitListView()
    case .detail: Text("detail")
    case .triage: Text("triage")
    case .video: Text("video")
    case .inPerson: Text("in person")
    case .verify: Text("verify")
    case .map: Text("map")
    case .call: Text("call")
    }
  }
}

final class VisitsCoordinator: Coordinator<VisitRoute> {
  var isVerified = false
  override func start() async { await startFlow(route: .list) }

  func open(fast: Bool) async {
    await navigate(toRoute: .detail(mode: fast ? .quick : .full))
  }

  func book(urgent: Bool, remote: Bool) async {
    guard isVerified else {
      await navigate(toRoute: .verify)
      return
    }
    let route: VisitRoute = urgent ? .triage : (remote ? .video : .inPerson)
    await navigate(toRoute: route)
  }

  func reach(kind: VisitKind) async {
    await navigate(toRoute: kind != .video ? .map : .call)
  }
}

final class VisitListModel: ObservableObject {
  weak var coordinator: VisitsCoordinator?
  func bookRoutine() { Task { await coordinator?.book(urgent: false, remote: false) } }
  func bookUrgent() { Task { await coordinator?.book(urgent: true, remote: false) } }
  func openQuick() { Task { await coordinator?.open(fast: true) } }
  func callClinic() { Task { await coordinator?.reach(kind: .video) } }
}

struct VisitListView: View {
  @EnvironmentObject var coordinator: VisitsCoordinator
  @StateObject var model = VisitListModel()
  var body: some View {
    VStack {
      Button("Routine", action: model.bookRoutine)
      Button("Urgent", action: model.bookUrgent)
      Button("Quick", action: model.openQuick)
      Button("Call", action: model.callClinic)
    }
    .onAppear { model.coordinator = coordinator }
  }
}
