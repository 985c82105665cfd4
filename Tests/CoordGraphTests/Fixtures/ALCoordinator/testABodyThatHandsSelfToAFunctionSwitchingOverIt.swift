import SUICoordinator
import SwiftUI

enum MapRoute: RouteType {
  case overview
  case poi(name: String)
  case offlineMaps

  var presentationStyle: TransitionPresentationStyle { Self.style(for: self) }

  var body: some View { Self.screen(for: self) }

  static func style(for route: MapRoute) -> TransitionPresentationStyle {
    switch route {
    case .overview, .poi: .push
    case .offlineMaps: .fullScreenCover
    }
  }

  @ViewBuilder @MainActor
  static func screen(for route: MapRoute) -> some View {
    switch route {
    case .overview: MapOverview()
    case .poi(let name): PoiView(name: name)
    case .offlineMaps: OfflineMapsView()
    }
  }
}

@Coordinator(MapRoute.self)
final class MapCoordinator {
  func start() async { await startFlow(route: .overview) }
  func show(poi name: String) async { await navigate(toRoute: .poi(name: name)) }
  func downloadMaps() async { await navigate(toRoute: .offlineMaps) }
  func closeMaps() async { await router.dismiss() }
}

struct MapOverview: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Old Faithful") { Task { await (coordinator as? MapCoordinator)?.show(poi: "Old Faithful") } }
    Button("Offline") { Task { await (coordinator as? MapCoordinator)?.downloadMaps() } }
  }
}

struct PoiView: View {
  let name: String
  var body: some View { Text(name) }
}

struct OfflineMapsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Done") { Task { await (coordinator as? MapCoordinator)?.closeMaps() } }
  }
}

enum CampRoute: RouteType {
  case sites
  case booking

  var presentationStyle: TransitionPresentationStyle { self == .sites ? .push : .sheet }

  var body: some View { CampScreens.make(self) }
}

enum CampScreens {
  @ViewBuilder @MainActor
  static func make(_ route: CampRoute) -> some View {
    switch route {
    case .sites: SitesView()
    case .booking: Text("Booked")
    }
  }
}

@Coordinator(CampRoute.self)
final class CampCoordinator {
  func start() async { await startFlow(route: .sites) }
  func book() async { await navigate(toRoute: .booking) }
}

struct SitesView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Book") { Task { await (coordinator as? CampCoordinator)?.book() } }
  }
}
