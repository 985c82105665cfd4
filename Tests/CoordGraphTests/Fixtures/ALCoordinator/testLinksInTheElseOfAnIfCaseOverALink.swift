import SUICoordinator
import SwiftUI

@main
struct QuayApp: App {
  @StateObject private var app = QuayCoordinator()
  var body: some Scene {
    WindowGroup {
      app.getView()
        .onOpenURL { url in Task { await app.handle(url) } }
    }
  }
}

enum QuayLink {
  case berth(Int)
  case tides
  case account

  init?(url: URL) {
    switch url.host() {
    case "berth":
      guard let id = Int(url.lastPathComponent) else { return nil }
      self = .berth(id)
    case "tides", "tide-table": self = .tides
    case "me": self = .account
    default: return nil
    }
  }
}

enum QuayRoute: RouteType {
  case harbour, berth(Int), tides, profile

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .profile: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .harbour: Text("Harbour")
    case .berth(let id): Text("Berth \(id)")
    case .tides: Text("Tides")
    case .profile: Text("Profile")
    }
  }
}

final class QuayCoordinator: Coordinator<QuayRoute> {
  override func start() async { await startFlow(route: .harbour) }

  func handle(_ url: URL) async {
    guard let link = QuayLink(url: url) else { return }
    if case .berth(let id) = link {
      await navigate(toRoute: .berth(id))
    } else if case .tides = link {
      await navigate(toRoute: .tides)
    } else {
      await navigate(toRoute: .profile)
    }
  }
}
