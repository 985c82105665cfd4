import SUICoordinator
import SwiftUI

enum PortRoute: RouteType {
  case dock
  case ferry
  case tug
  case crane

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .dock: DockView()
    default: Text("Port")
    }
  }
}

final class PortCoordinator: Coordinator<PortRoute> {
  override func start() async { await startFlow(route: .dock) }
  func sail(_ route: PortRoute) async { await navigate(toRoute: route) }
}

struct DockView: View {
  @EnvironmentObject var coordinator: PortCoordinator
  private let boats: [String: PortRoute] = ["Ferry": .ferry, "Tug": .tug]
  var body: some View {
    ForEach(Array(boats.values), id: \.self) { boat in
      Button("Boat") { Task { await coordinator.sail(boat) } }
    }
  }
}
