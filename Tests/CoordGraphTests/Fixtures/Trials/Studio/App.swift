import SUICoordinator
import SwiftUI

@main
struct StudioApp: App {
  @StateObject private var coordinator = StudioCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

@MainActor
protocol ErrorPresenting: AnyObject {
  func presentError(_ message: String) async
}

extension ErrorPresenting where Self: StudioCoordinator {
  func presentError(_ message: String) async {
    await navigate(toRoute: .error(message))
  }
}

enum StudioRoute: RouteType {
  case projects
  case editor(id: Int)
  case export
  case error(String)
  #if DEBUG
    case debugMenu
  #endif
}

extension StudioRoute {
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .projects, .editor: return .push
    case .export: return .sheet
    case .error: return .fullScreenCover
    #if DEBUG
      case .debugMenu: return .sheet
    #endif
    }
  }
}

extension StudioRoute {
  @ViewBuilder var body: some View {
    switch self {
    case .projects: ProjectsView()
    case .editor(let id): EditorView(id: id)
    case .export: ExportView()
    case .error(let message): ErrorView(message: message)
    #if DEBUG
      case .debugMenu: Text("debug")
    #endif
    }
  }
}

@MainActor
final class StudioCoordinator: Coordinator<StudioRoute>, ErrorPresenting {
  override func start() async { await startFlow(route: .projects) }
  func edit(_ id: Int) async { await navigate(toRoute: .editor(id: id)) }
  func export() async { await navigate(toRoute: .export) }
  func dismissTop() async { await router.dismiss() }
  #if DEBUG
    func debug() async { await navigate(toRoute: .debugMenu) }
  #endif
}
