import SUICoordinator
import SwiftUI

enum VisitRoute: RouteType {
  case directions
  case parking
  case shuttle
  case accessibility

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .directions, .parking: .push
    case .shuttle: .sheet
    case .accessibility: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .directions: DirectionsView()
    case .parking: Text("Park by the gate")
    case .shuttle: ShuttleView()
    case .accessibility: Text("Step-free paths")
    }
  }
}

@Coordinator(VisitRoute.self)
final class VisitCoordinator {
  func start() async { await startFlow(route: .directions) }
  func parking() async { await navigate(toRoute: .parking) }
  func shuttle() async { await navigate(toRoute: .shuttle) }
  func closeShuttle() async { await router.dismiss() }
}

struct DirectionsView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Parking") { Task { await (coordinator as? VisitCoordinator)?.parking() } }
      Button("Shuttle") { Task { await (coordinator as? VisitCoordinator)?.shuttle() } }
    }
  }
}

struct ShuttleView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Close") { Task { await (coordinator as? VisitCoordinator)?.closeShuttle() } }
  }
}
