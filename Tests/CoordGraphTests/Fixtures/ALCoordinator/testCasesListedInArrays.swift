import SUICoordinator
import SwiftUI

enum DeliRoute: RouteType {
  case counter
  case bread
  case cheese
  case olives
  case wine
  case jam
  case honey
  case receipt

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .counter: CounterView()
    case .bread: BreadView(model: ShelfModel())
    case .cheese: CheeseView()
    case .olives: OlivesView()
    case .honey: HoneyView()
    default: Text("Deli")
    }
  }
}

enum Specials {
  static let today: [DeliRoute] = [.jam]
}

final class DeliCoordinator: Coordinator<DeliRoute> {
  override func start() async { await startFlow(route: .counter) }
  func show(_ route: DeliRoute) async { await navigate(toRoute: route) }
}

final class ShelfModel: ObservableObject {
  let aisles: [DeliRoute] = [.olives, DeliRoute.wine]
}

struct CounterView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  var body: some View {
    ForEach([DeliRoute.bread, .cheese], id: \.self) { route in
      Button("Go") { Task { await coordinator.show(route) } }
    }
    Button("Today") { Task { await coordinator.show(Specials.today[0]) } }
  }
}

struct BreadView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  @StateObject var model: ShelfModel
  var body: some View {
    List(model.aisles, id: \.self) { aisle in
      Button("Aisle") { Task { await coordinator.show(aisle) } }
    }
  }
}

struct CheeseView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  var body: some View {
    Button("Tasting") {
      Task {
        let tasting: [DeliRoute] = [.jam, .honey]
        for stop in tasting { await coordinator.show(stop) }
      }
    }
  }
}

struct OlivesView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  @State private var picks: [DeliRoute] = [.honey]
  var body: some View {
    ForEach(picks, id: \.self) { pick in
      Button("Pick") { Task { await coordinator.show(pick) } }
    }
  }
}

struct HoneyView: View {
  @EnvironmentObject var coordinator: DeliCoordinator
  private let shelf: [DeliRoute] = [.wine]
  var body: some View {
    ForEach(Array(shelf.enumerated()), id: \.offset) { index, jar in
      Button("Jar \(index)") { Task { await coordinator.show(jar) } }
    }
  }
}

@main
struct DeliApp: App {
  @StateObject var coordinator = DeliCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
