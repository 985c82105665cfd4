import SUICoordinator
import SwiftUI

@main
struct HarborApp: App {
  var root = DockCoordinator()

  var body: some Scene {
    WindowGroup {
      root.getView()
        .onReceive(NotificationCenter.default.publisher(for: .harborPush)) { note in
          guard let raw = note.object as? String, let path = HarborPath(rawValue: raw) else { return }
          Task { await route(to: path) }
        }
        .onOpenURL { url in
          guard let host = url.host, let path = HarborPath(rawValue: host) else { return }
          Task { await route(to: path) }
        }
    }
  }

  enum HarborPath: String {
    case crew = "crew-list"
  }

  func route(to path: HarborPath) async {
    switch path {
    case .crew: await root.showCrew()
    }
  }
}

enum DockRoute: RouteType {
  case ships
  case crew

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .ships: .push
    case .crew: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .ships: ShipsView()
    case .crew: CrewView()
    }
  }
}

@Coordinator(DockRoute.self)
class DockCoordinator {
  func start() async { await startFlow(route: .ships) }
  func showCrew() async { await navigate(toRoute: .crew) }
}

struct ShipsView: View {
  var body: some View { Text("Ships") }
}

struct CrewView: View {
  var body: some View { Text("Crew") }
}
