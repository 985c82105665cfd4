import SUICoordinator
import SwiftUI

@main
struct AtelierApp: App {
  let home = GalleryCoordinator()
  var body: some Scene {
    WindowGroup { home.getView() }
  }
}

/// Shared by the app's coordinators: an error sheet and a way out.
class FlowCoordinator<Route: RouteType>: Coordinator<Route> {
  func showError(_ message: String) async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .sheet) { ErrorView(message: message) })
  }
}

@MainActor
protocol Leaving: AnyObject {
  func leave() async
}

struct ErrorView: View {
  let message: String
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Text(message)
    Button("OK") { dismiss() }
  }
}

struct LeaveButton: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Leave") { Task { await (coordinator as? Leaving)?.leave() } }
  }
}
