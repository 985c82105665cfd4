import SUICoordinator
import SwiftUI

enum TickRoute: RouteType {
  case `default`
  case `import`
  case `self`
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .`default`, .help: .push
    case .import: .sheet
    case .`self`: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .default: HomeView()
    case .`import`: ImportView()
    case .`self`: Text("Self")
    case .help: Text("Help")
    }
  }
}

final class TickCoordinator: Coordinator<TickRoute> {
  override func start() async { await startFlow(route: .default) }
  func importFile() async { await navigate(toRoute: .`import`) }
  func me() async { await navigate(toRoute: TickRoute.`self`) }
  func `return`() async { await close() }
  func help() async { await navigate(toRoute: .help) }
}

struct HomeView: View {
  @EnvironmentObject var `coordinator`: TickCoordinator
  var body: some View {
    Button("Import") { Task { await coordinator.importFile() } }
    Button("Me") { Task { await `coordinator`.me() } }
  }
}

struct ImportView: View {
  @EnvironmentObject var coordinator: TickCoordinator
  var body: some View {
    Button("Back") { Task { await coordinator.`return`() } }
    Button("Help") { Task { await coordinator.help() } }
  }
}
