import SUICoordinator
import SwiftUI

@main
struct AtlasApp: App {
  let container = Container()
  var body: some Scene { WindowGroup { container.makeMap().getView() } }
}

final class Container {
  let places = PlaceService()
  func makeMap() -> MapCoordinator { MapCoordinator(factory: self) }
  func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
  func makeTrip(for place: Place) -> TripCoordinator { TripCoordinator(place: place) }
}

struct Place { let id: Int }
final class PlaceService {}

enum Style {
  static let panel: TransitionPresentationStyle = .sheet
}

enum MapRoute: RouteType {
  case map
  case place(Place)
  case layers
  case intro
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .layers: Style.panel
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .map: MapScreen()
    case .place: PlaceScreen()
    case .layers: Text("layers")
    case .intro: IntroScreen()
    }
  }
}

final class MapCoordinator: Coordinator<MapRoute> {
  let factory: Container
  lazy var settings = factory.makeSettings()
  var seenIntro = UserDefaults.standard.bool(forKey: "intro")
  var firstRoute: MapRoute { seenIntro ? .map : .intro }

  init(factory: Container) {
    self.factory = factory
    super.init()
  }

  override func start() async { await startFlow(route: firstRoute) }
  func introDone() async {
    seenIntro = true
    await startFlow(route: .map)
  }
  func open(_ place: Place) async { await navigate(toRoute: .place(place)) }
  func layers() async { await navigate(toRoute: .layers) }
  func openSettings() async { await navigate(to: settings, presentationStyle: .sheet) }
  func plan(_ place: Place) async {
    let trip = factory.makeTrip(for: place)
    await navigate(to: trip, presentationStyle: .fullScreenCover)
  }
}

struct IntroScreen: View {
  @EnvironmentObject var coordinator: MapCoordinator
  var body: some View { Button("Start") { Task { await coordinator.introDone() } } }
}

struct MapScreen: View {
  @EnvironmentObject var coordinator: MapCoordinator
  var body: some View {
    Button("Place") { Task { await coordinator.open(Place(id: 1)) } }
    Button("Layers") { Task { await coordinator.layers() } }
    Button("Settings") { Task { await coordinator.openSettings() } }
  }
}

struct PlaceScreen: View {
  @EnvironmentObject var coordinator: MapCoordinator
  var body: some View { Button("Plan") { Task { await coordinator.plan(Place(id: 1)) } } }
}
