import SUICoordinator
import SwiftUI

enum Tool { case ruler, compass, level }

enum WorkshopRoute: RouteType {
  case bench
  case manual

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .bench: BenchView()
    case .manual: ManualView()
    }
  }
}

final class WorkshopCoordinator: Coordinator<WorkshopRoute> {
  override func start() async { await startFlow(route: .bench) }

  private func makeCoordinator(for tool: Tool) -> any CoordinatorType {
    switch tool {
    case .ruler: RulerCoordinator()
    case .compass: CompassCoordinator()
    case .level: LevelCoordinator()
    }
  }

  func pick(_ tool: Tool) async {
    let child = makeCoordinator(for: tool)
    await navigate(to: child, presentationStyle: .sheet)
  }

  func openManual() async { await navigate(toRoute: .manual) }
}

struct BenchView: View {
  @EnvironmentObject var coordinator: WorkshopCoordinator
  var body: some View {
    Button("Ruler") { Task { await coordinator.pick(.ruler) } }
    Button("Manual") { Task { await coordinator.openManual() } }
  }
}

struct ManualView: View {
  @EnvironmentObject var coordinator: WorkshopCoordinator
  var body: some View { Button("Level") { Task { await coordinator.pick(.level) } } }
}

enum ToolRoute: RouteType {
  case use
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Tool") }
}

final class RulerCoordinator: Coordinator<ToolRoute> {
  override func start() async { await startFlow(route: .use) }
}

final class CompassCoordinator: Coordinator<ToolRoute> {
  override func start() async { await startFlow(route: .use) }
}

final class LevelCoordinator: Coordinator<ToolRoute> {
  override func start() async { await startFlow(route: .use) }
}
