import SUICoordinator
import SwiftUI

enum PassRoute: RouteType {
  case gate, scan, manual, board, wait
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .gate: GateView()
    default: Text("pass")
    }
  }
}

final class PassCoordinator: Coordinator<PassRoute> {
  override func start() async { await startFlow(route: .gate) }

  func check(camera: Bool) async {
    let route = camera ? PassRoute.scan : PassRoute.manual
    await navigate(toRoute: route)
  }

  func proceed(open: Bool) async {
    var next: PassRoute = .gate
    next = open ? .board : .wait
    await navigate(toRoute: next)
  }
}

struct GateView: View {
  @EnvironmentObject var coordinator: PassCoordinator
  var body: some View {
    Button("Scan") { Task { await coordinator.check(camera: true) } }
    Button("Board") { Task { await coordinator.proceed(open: true) } }
  }
}
