import SUICoordinator
import SwiftUI

@main
struct ReaderApp: App {
  let coordinator = LibraryCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum LibraryRoute: RouteType {
  case shelf(LibraryCoordinator)
  case lastBook
  case intro
  case settings
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .shelf(let c):
      Button("Continue") { Task { await c.resume() } }
      Button("Open saved") { Task { await c.openSaved() } }
    case .lastBook: Text("Book")
    case .intro: Text("Intro")
    case .settings: Text("Settings")
    }
  }
}

final class LibraryCoordinator: Coordinator<LibraryRoute> {
  private var pending: LibraryRoute? = nil

  override func start() async { await startFlow(route: .shelf(self)) }

  func bookOpened() { pending = .lastBook }

  func resume() async {
    await navigate(toRoute: pending ?? .intro)
  }

  func openSaved() async {
    guard let pending else { return }
    await navigate(toRoute: pending)
  }
}
