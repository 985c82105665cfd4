import SUICoordinator
import SwiftUI

@main
struct ParksApp: App {
  @State private var tabs = ParksTabs(container: .live)

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in
          Task { await tabs.handle(url) }
        }
    }
  }
}

struct Container {
  static let live = Container()
  func makeMap() -> MapCoordinator { MapCoordinator() }
  func makeTrails() -> TrailsCoordinator { TrailsCoordinator() }
  func makeRanger() -> RangerCoordinator { RangerCoordinator() }
}

enum ParksPage: TabPage, CaseIterable {
  case map, trails, ranger

  var position: Int {
    switch self {
    case .map: 0
    case .trails: 1
    case .ranger: 2
    }
  }

  var dataSource: String { "\(self)" }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .map: Container.live.makeMap()
    case .trails: Container.live.makeTrails()
    case .ranger: Container.live.makeRanger()
    }
  }
}

final class ParksTabs: TabCoordinator<ParksPage> {
  let container: Container

  init(container: Container) {
    self.container = container
    super.init(pages: ParksPage.allCases, currentPage: .map)
  }

  func handle(_ url: URL) async {
    let parts = url.pathComponents.dropFirst()
    switch parts.first {
    case "trail":
      currentPage = .trails
      guard let trails = getCoordinatorSelected() as? TrailsCoordinator else { return }
      await trails.open(trail: String(parts.last ?? ""))
    case "alerts":
      currentPage = .ranger
    default:
      break
    }
  }
}

enum MapRoute: RouteType {
  case overview
  case poi(name: String)
  case offlineMaps

  var presentationStyle: TransitionPresentationStyle {
    if case .offlineMaps = self { return .fullScreenCover }
    return .push
  }

  var body: some View { Self.screen(for: self) }

  @ViewBuilder @MainActor
  static func screen(for route: MapRoute) -> some View {
    switch route {
    case .overview: MapOverview()
    case .poi(let name): Text(name)
    case .offlineMaps: OfflineMapsView()
    }
  }
}

@Coordinator(MapRoute.self)
final class MapCoordinator {
  func start() async { await startFlow(route: .overview) }

  func show(poi name: String) {
    Task { [weak self] in
      guard let self else { return }
      await self.navigate(toRoute: .poi(name: name))
    }
  }

  func downloadMaps() async { await navigate(toRoute: .offlineMaps) }
  func closeMaps() async { await router.dismiss() }
}

struct MapOverview: View {
  @Environment(\.coordinator) private var coordinator
  @State private var askDownload = false

  var body: some View {
    VStack {
      Button("Old Faithful") { (coordinator as? MapCoordinator)?.show(poi: "Old Faithful") }
      Button("Offline") { askDownload = true }
    }
    .confirmationDialog("Download maps?", isPresented: $askDownload) {
      Button("Download") { Task { await (coordinator as? MapCoordinator)?.downloadMaps() } }
    }
  }
}

struct OfflineMapsView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var progress = 0.0

  var body: some View {
    ProgressView(value: progress)
      .onChange(of: progress) { _, value in
        if value >= 1 { Task { await (coordinator as? MapCoordinator)?.closeMaps() } }
      }
  }
}
