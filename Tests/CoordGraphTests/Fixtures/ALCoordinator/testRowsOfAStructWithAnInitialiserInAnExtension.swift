import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case gate
  case roses
  case herbs
  case pond
  case shed

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .gate: GateView()
    default: Text("Garden")
    }
  }
}

struct Bed {
  let name: String
  let destination: GardenRoute
}

extension Bed {
  init(wild: Bool) { self.init(name: "Wild", destination: wild ? .pond : .shed) }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .gate) }
  func walk(_ route: GardenRoute) async { await navigate(toRoute: route) }
  func tend(_ route: GardenRoute) async { await navigate(toRoute: route) }
}

struct GateView: View {
  @EnvironmentObject var coordinator: GardenCoordinator
  private let beds = [Bed(name: "Roses", destination: .roses), Bed(name: "Herbs", destination: .herbs)]
  private let wilds = [Bed(wild: true)]
  var body: some View {
    ForEach(beds, id: \.name) { bed in
      Button(bed.name) { Task { await coordinator.walk(bed.destination) } }
    }
    ForEach(wilds, id: \.name) { bed in
      Button(bed.name) { Task { await coordinator.tend(bed.destination) } }
    }
  }
}
