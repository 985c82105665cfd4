import SUICoordinator
import SwiftUI

enum DeliRoute: RouteType {
  case counter
  case olives
  case wine
  case bread
  case jam

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .counter: CounterView()
    case .olives: OlivesView()
    case .wine: WineView()
    default: Text("Deli")
    }
  }
}

final class DeliCoordinator: Coordinator<DeliRoute> {
  override func start() async { await startFlow(route: .counter) }
  func show(_ route: DeliRoute) async { await navigate(toRoute: route) }
}

struct CounterView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  let shelves = [(title: "Olives", route: DeliRoute.olives), (title: "Wine", route: .wine)]
  var body: some View {
    ForEach(shelves, id: \.title) { shelf in
      Button(shelf.title) { Task { await coordinator.show(shelf.route) } }
    }
  }
}

struct OlivesView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  let pairs: [(String, DeliRoute)] = [("Bread", .bread)]
  var body: some View {
    ForEach(pairs, id: \.0) { pair in
      Button(pair.0) { Task { await coordinator.show(pair.1) } }
    }
  }
}

struct WineView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  let racks: [(title: String, route: DeliRoute)] = [("Jam", .jam)]
  var body: some View {
    ForEach(racks, id: \.title) { rack in
      Button(rack.title) { Task { await coordinator.show(rack.route) } }
    }
  }
}

@main
struct DeliApp: App {
  @StateObject var coordinator = DeliCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
