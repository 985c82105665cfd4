import SUICoordinator
import SwiftUI

enum AtlasRoute: RouteType {
  case map, intro, layers
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .map: MapScreen()
    case .intro: IntroScreen()
    case .layers: Text("layers")
    }
  }
}

final class AtlasCoordinator: Coordinator<AtlasRoute> {
  var seenIntro = UserDefaults.standard.bool(forKey: "intro")
  var firstRoute: AtlasRoute { seenIntro ? .map : .intro }

  override func start() async { await startFlow(route: firstRoute) }
  func introDone() async { await startFlow(route: .map) }
  func layers() async { await navigate(toRoute: .layers) }
}

struct IntroScreen: View {
  @EnvironmentObject var coordinator: AtlasCoordinator
  var body: some View { Button("Start") { Task { await coordinator.introDone() } } }
}

struct MapScreen: View {
  @EnvironmentObject var coordinator: AtlasCoordinator
  var body: some View { Button("Layers") { Task { await coordinator.layers() } } }
}
