import SUICoordinator
import SwiftUI

enum ReefRoute: RouteType {
  case lagoon
  case wreck
  case cave
  case chart

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .chart: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .lagoon: LagoonScreen()
    case .wreck: WreckScreen()
    default: Text("Reef")
    }
  }
}

enum Spot {
  case wreck
  case cave
  case chart
}

enum DiveAction {
  case explore(Spot)
  case mark(Spot)
  case surface
}

final class ReefCoordinator: Coordinator<ReefRoute> {
  override func start() async {
    await startFlow(route: .lagoon)
  }

  func handle(_ action: DiveAction) async {
    switch action {
    case .explore(let spot):
      await explore(spot)
    case let .mark(spot):
      await mark(spot)
    case .surface:
      await pop()
    }
  }

  func explore(_ spot: Spot) async {
    switch spot {
    case .wreck: await navigate(toRoute: .wreck)
    case .cave: await navigate(toRoute: .cave)
    case .chart: await navigate(toRoute: .chart)
    }
  }

  func mark(_ spot: Spot) async {
    if spot == .chart {
      await navigate(toRoute: .chart)
    }
  }
}

@MainActor
final class LagoonModel: ObservableObject {
  weak var coordinator: ReefCoordinator?

  func explore(_ spot: Spot) {
    Task { await coordinator?.handle(.explore(spot)) }
  }
}

struct LagoonScreen: View {
  @EnvironmentObject var coordinator: ReefCoordinator
  @StateObject var model = LagoonModel()
  var body: some View {
    Button("Wreck") { Task { await coordinator.handle(.explore(.wreck)) } }
    Button("Cave") { model.explore(.cave) }
  }
}

struct WreckScreen: View {
  @EnvironmentObject var coordinator: ReefCoordinator
  var body: some View {
    Button("Chart") { Task { await coordinator.handle(.mark(.chart)) } }
    Button("Surface") { Task { await coordinator.handle(.surface) } }
  }
}

@main
struct ReefApp: App {
  @StateObject var coordinator = ReefCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          if url.host == "cave" {
            Task { await coordinator.handle(.explore(.cave)) }
          }
        }
    }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: LagoonModel, _ value: ReefCoordinator) { screen.coordinator = value }
