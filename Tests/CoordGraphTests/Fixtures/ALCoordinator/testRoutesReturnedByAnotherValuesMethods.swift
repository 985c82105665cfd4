import SUICoordinator
import SwiftUI

enum Shelf { case novel, atlas, comic }
struct Volume { let shelf: Shelf }

enum ArchiveRoute: RouteType {
  case desk
  case novel
  case atlas
  case comic
  case lost
  case kids

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .desk: DeskView()
    default: Text("Archive")
    }
  }
}

struct ShelfMapper {
  func route(for volume: Volume) -> ArchiveRoute {
    switch volume.shelf {
    case .novel: return .novel
    case .atlas: return .atlas
    case .comic: return .comic
    }
  }

  static func fallback() -> ArchiveRoute { .lost }
}

struct Profile {
  var isKid: Bool
  var homeRoute: ArchiveRoute { isKid ? .kids : .novel }
}

final class ArchiveCoordinator: Coordinator<ArchiveRoute> {
  let mapper = ShelfMapper()
  var profile = Profile(isKid: false)

  override func start() async { await startFlow(route: .desk) }

  func open(_ volume: Volume) async {
    await navigate(toRoute: mapper.route(for: volume))
  }

  func lost() async {
    await navigate(toRoute: ShelfMapper.fallback())
  }

  func home() async {
    await navigate(toRoute: profile.homeRoute)
  }
}

struct DeskView: View {
  @EnvironmentObject var coordinator: ArchiveCoordinator
  var body: some View {
    Button("Open") { Task { await coordinator.open(Volume(shelf: .atlas)) } }
    Button("Lost") { Task { await coordinator.lost() } }
    Button("Home") { Task { await coordinator.home() } }
  }
}

@main
struct ArchiveApp: App {
  @StateObject var coordinator = ArchiveCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
