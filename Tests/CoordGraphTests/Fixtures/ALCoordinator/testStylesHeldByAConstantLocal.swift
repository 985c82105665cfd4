import SUICoordinator
import SwiftUI

enum ShelfRoute: RouteType {
  case shelf
  case book
  case help

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .shelf: ShelfView()
    default: Text("Page")
    }
  }
}

final class ShelfCoordinator: Coordinator<ShelfRoute> {
  var compact = true
  override func start() async { await startFlow(route: .shelf) }

  func openBook() async {
    let style: TransitionPresentationStyle = .fullScreenCover
    await navigate(toRoute: .book, presentationStyle: style)
  }

  func openHelp() async {
    let style: TransitionPresentationStyle = compact ? .sheet : .push
    await navigate(toRoute: .help, presentationStyle: style)
  }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  var body: some View {
    Button("Book") { Task { await coordinator.openBook() } }
    Button("Help") { Task { await coordinator.openHelp() } }
  }
}
