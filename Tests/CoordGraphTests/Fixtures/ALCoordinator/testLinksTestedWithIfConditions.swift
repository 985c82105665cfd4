import SwiftUI
import SUICoordinator

@main
struct MarinaApp: App {
  @StateObject private var coordinator = MarinaCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          Task { await coordinator.open(url) }
        }
    }
  }
}

enum MarinaRoute: RouteType {
  case berths
  case tickets
  case help
  case weather
  case ferries
  case cargo
  case tides
  case slips

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .berths, .tickets, .ferries, .slips: .push
    case .help, .weather, .cargo, .tides: .sheet
    }
  }

  var body: some View { Text("Marina") }
}

final class MarinaCoordinator: Coordinator<MarinaRoute> {
  override func start() async {
    await startFlow(route: .berths)
  }

  func open(_ url: URL) async {
    if url.host == "tickets" {
      await navigate(toRoute: .tickets)
    } else if url.path.hasPrefix("/help") {
      await navigate(toRoute: .help)
    } else if "weather" == url.host, url.path.isEmpty {
      await navigate(toRoute: .weather)
    } else if url.path.hasSuffix("/ferries") {
      await navigate(toRoute: .ferries)
    } else if url.absoluteString.contains("cargo") {
      await navigate(toRoute: .cargo)
    } else if url.path.starts(with: "/tides") {
      await navigate(toRoute: .tides)
    } else if URLComponents(url: url, resolvingAgainstBaseURL: false)?.path.hasPrefix("/slips") == true {
      await navigate(toRoute: .slips)
    }
  }
}
