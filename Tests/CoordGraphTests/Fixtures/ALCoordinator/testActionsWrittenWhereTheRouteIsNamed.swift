import SUICoordinator
import SwiftUI

@main
struct LakeApp: App {
  @State private var lake = LakeCoordinator()

  var body: some Scene {
    WindowGroup {
      lake.getView()
        .onOpenURL { url in Task { await lake.handle(url) } }
    }
  }
}

enum LakeRoute: RouteType {
  case shore
  case boats
  case fishing
  case map
  case weather

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .map: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .shore: ShoreView()
    case .boats: BoatsView()
    case .fishing: FishingView()
    case .map: Text("Map")
    case .weather: Text("Weather")
    }
  }
}

final class LakeCoordinator: Coordinator<LakeRoute> {
  override func start() async { await startFlow(route: .shore) }

  func showBoats() async { await show(.boats) }
  func showMap() async { await show(.map) }
  func open(_ route: LakeRoute) async { await show(route) }

  func handle(_ url: URL) async {
    if url.host() == "boats" { await show(.boats) }
  }

  private func show(_ route: LakeRoute) async {
    await navigate(toRoute: route)
  }
}

struct ShoreView: View {
  @EnvironmentObject var coordinator: LakeCoordinator
  let forecast: LakeRoute

  var body: some View {
    Button("Boats") { Task { await coordinator.showBoats() } }
    Button("Map") { Task { await coordinator.showMap() } }
    Button("Forecast") { Task { await coordinator.open(forecast) } }
  }
}

struct BoatsView: View {
  @EnvironmentObject var coordinator: LakeCoordinator
  var body: some View {
    Button("Fishing") { Task { await coordinator.open(.fishing) } }
    Button("Map") { Task { await coordinator.showMap() } }
  }
}

struct FishingView: View {
  @EnvironmentObject var coordinator: LakeCoordinator
  var body: some View {
    Button("Map") { Task { await coordinator.open(.map) } }
  }
}
