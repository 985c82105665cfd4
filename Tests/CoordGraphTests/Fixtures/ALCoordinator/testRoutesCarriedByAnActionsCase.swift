import SUICoordinator
import SwiftUI

enum IsleRoute: RouteType {
  case map
  case harbor
  case lighthouse
  case legend

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .legend: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .map: MapScreen()
    case .harbor: HarborScreen()
    default: Text("Isle")
    }
  }
}

enum MapAction {
  case open(IsleRoute)
  case close
}

final class IsleCoordinator: Coordinator<IsleRoute> {
  override func start() async {
    await startFlow(route: .map)
  }

  func handle(_ action: MapAction) async {
    switch action {
    case .open(let route):
      await navigate(toRoute: route)
    case .close:
      await pop()
    }
  }

  func send(_ action: MapAction) async {
    if case let .open(target) = action {
      await navigate(toRoute: target)
    }
  }
}

@MainActor
final class MapModel: ObservableObject {
  weak var coordinator: IsleCoordinator?

  func open(_ route: IsleRoute) {
    Task { await coordinator?.handle(.open(route)) }
  }
}

struct MapScreen: View {
  @EnvironmentObject var coordinator: IsleCoordinator
  @StateObject var model = MapModel()
  var body: some View {
    Button("Harbor") { model.open(.harbor) }
    Button("Legend") { Task { await coordinator.send(.open(.legend)) } }
  }
}

struct HarborScreen: View {
  @EnvironmentObject var coordinator: IsleCoordinator
  var body: some View {
    Button("Lighthouse") { Task { await coordinator.handle(.open(.lighthouse)) } }
    Button("Close") { Task { await coordinator.handle(.close) } }
  }
}

@main
struct IsleApp: App {
  @StateObject var coordinator = IsleCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          if url.host == "lighthouse" {
            Task { await coordinator.handle(.open(.lighthouse)) }
          }
        }
    }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: MapModel, _ value: IsleCoordinator) { screen.coordinator = value }
