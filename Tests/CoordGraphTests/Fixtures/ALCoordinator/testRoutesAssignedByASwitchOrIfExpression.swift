import SUICoordinator
import SwiftUI

enum MuseumRoute: RouteType {
  case hall
  case exhibit(id: Int)
  case guide
  case tickets
  case members
  case join

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .tickets, .join: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .hall: HallView()
    case .exhibit: ExhibitView()
    case .guide: Text("Guide")
    case .tickets: Text("Tickets")
    case .members: Text("Members")
    case .join: Text("Join")
    }
  }
}

enum Stop {
  case exhibit(Int)
  case audioGuide
  case desk
}

final class MuseumCoordinator: Coordinator<MuseumRoute> {
  override func start() async { await startFlow(route: .hall) }

  func visit(_ stop: Stop) async {
    var route: MuseumRoute
    route = switch stop {
    case .exhibit(let id): .exhibit(id: id)
    case .audioGuide: .guide
    case .desk: .tickets
    }
    await navigate(toRoute: route)
  }

  func lounge(isMember: Bool) async {
    let route: MuseumRoute
    route = if isMember { .members } else { .join }
    await navigate(toRoute: route)
  }
}

struct HallView: View {
  @EnvironmentObject var coordinator: MuseumCoordinator
  var body: some View {
    Button("Exhibit") { Task { await coordinator.visit(.exhibit(7)) } }
    Button("Lounge") { Task { await coordinator.lounge(isMember: true) } }
  }
}

struct ExhibitView: View {
  @EnvironmentObject var coordinator: MuseumCoordinator
  var body: some View {
    Button("Guide") { Task { await coordinator.visit(.audioGuide) } }
    Button("Lounge") { Task { await coordinator.lounge(isMember: false) } }
  }
}
