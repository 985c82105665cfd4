import SUICoordinator
import SwiftUI

@main
struct NestApp: App {
  @State private var coordinator = Account.Coordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum Account {
  enum Route: RouteType {
    case overview
    case security

    var presentationStyle: TransitionPresentationStyle { .push }

    @MainActor @ViewBuilder
    var body: some View {
      switch self {
      case .overview: OverviewView()
      case .security: Text("Security")
      }
    }
  }

  final class Coordinator: SUICoordinator.Coordinator<Route> {
    override func start() async { await startFlow(route: .overview) }
    func security() async { await navigate(toRoute: .security) }
    func help() async { await navigate(to: Help.Coordinator(), presentationStyle: .sheet) }
  }

  struct OverviewView: View {
    @Environment(Account.Coordinator.self) private var coordinator
    var body: some View {
      Button("Security") { Task { await coordinator.security() } }
      Button("Help") { Task { await coordinator.help() } }
    }
  }
}

enum Help {
  enum Route: RouteType {
    case topics
    var presentationStyle: TransitionPresentationStyle { .push }
    var body: some View { Text("Topics") }
  }

  final class Coordinator: SUICoordinator.Coordinator<Route> {
    override func start() async { await startFlow(route: .topics) }
  }
}
