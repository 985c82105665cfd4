import SUICoordinator
import SwiftUI

@main
struct GenApp: App {
  @StateObject var coordinator = HomeCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

/// The team's base: every flow can show the shared error screen's flow and log out.
class FlowCoordinator<Route: RouteType>: Coordinator<Route> {
  func showError() async { await navigate(to: ErrorCoordinator(), presentationStyle: .sheet) }
}

enum HomeRoute: RouteType {
  case feed
  case detail
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .feed: FeedView()
    case .detail: Text("Detail")
    }
  }
}

final class HomeCoordinator: FlowCoordinator<HomeRoute> {
  override func start() async { await startFlow(route: .feed) }
  func open() async { await navigate(toRoute: .detail) }
}

enum ErrorRoute: RouteType {
  case message
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { ErrorView() }
}

final class ErrorCoordinator: FlowCoordinator<ErrorRoute> {
  override func start() async { await startFlow(route: .message) }
  func close() async { await finishFlow() }
}

struct FeedView: View {
  @EnvironmentObject var coordinator: HomeCoordinator
  var body: some View {
    Button("Open") { Task { await coordinator.open() } }
    Button("Fail") { Task { await coordinator.showError() } }
  }
}

struct ErrorView: View {
  @EnvironmentObject var coordinator: ErrorCoordinator
  var body: some View { Button("OK") { Task { await coordinator.close() } } }
}
