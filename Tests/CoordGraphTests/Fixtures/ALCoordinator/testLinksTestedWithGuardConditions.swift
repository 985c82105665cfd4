import SUICoordinator
import SwiftUI

@main
struct RailApp: App {
  @StateObject private var coordinator = JourneyCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          Task { await coordinator.open(url) }
        }
    }
  }
}

enum JourneyRoute: RouteType {
  case search
  case ticket
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .search: .push
    case .ticket: .fullScreenCover
    case .help: .sheet
    }
  }

  var body: some View { Text("Rail") }
}

final class JourneyCoordinator: Coordinator<JourneyRoute> {
  override func start() async {
    await startFlow(route: .search)
  }

  func open(_ url: URL) async {
    if url.path.hasPrefix("/help") {
      await navigate(toRoute: .help)
      return
    }
    guard url.host == "ticket" else { return }
    await navigate(toRoute: .ticket)
  }

  func handOff(_ url: URL) async {
    guard url.scheme == "rail" else { return }
    await navigate(toRoute: .help)
  }
}
