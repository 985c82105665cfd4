import SUICoordinator
import SwiftUI

@main
struct ReaderApp: App {
  @StateObject private var container = AppContainer()

  var body: some Scene {
    WindowGroup { container.root.getView() }
  }
}

@MainActor final class AppContainer: ObservableObject {
  let factory = FlowFactory()
  lazy var root: LibraryCoordinator = factory.makeLibrary()
}

@MainActor struct FlowFactory {
  func makeLibrary() -> LibraryCoordinator { LibraryCoordinator() }
}

enum LibraryRoute: RouteType {
  case shelf

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Shelf") }
}

final class LibraryCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .shelf) }
}

final class StatsCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .shelf) }
}
