import SUICoordinator
import SwiftUI

enum MenuRoute: RouteType {
  case menu
  case help

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .menu: MenuView()
    case .help: Text("Help")
    }
  }
}

final class MenuCoordinator: Coordinator<MenuRoute> {
  override func start() async { await startFlow(route: .menu) }
  func showHelp() async { await navigate(toRoute: .help) }
}

struct MenuView: View {
  @EnvironmentObject var coordinator: MenuCoordinator
  var body: some View {
    Button("Help") { Task { await coordinator.showHelp() } }
  }
}

/// A free function that calls the closure its parameter `body` holds: no method named `body`.
func measure(body: () -> Void) {
  body()
}

final class Stopwatch {
  func lap() {
    func timed(_ body: () -> Void) { body() }
    timed {}
  }

  func audit() {
    measure {}
  }
}
