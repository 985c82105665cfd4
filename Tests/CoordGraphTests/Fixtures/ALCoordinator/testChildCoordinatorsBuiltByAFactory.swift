import SUICoordinator
import SwiftUI

enum PierRoute: RouteType {
  case pier
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { PierView() }
}

enum SettingsRoute: RouteType {
  case main
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Settings") }
}

enum HelpRoute: RouteType {
  case faq
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("FAQ") }
}

enum Flow { case settings, help }

struct HarbourFactory {
  func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }

  func make(_ flow: Flow) -> AnyCoordinatorType {
    switch flow {
    case .settings: return SettingsCoordinator()
    case .help: return HelpCoordinator()
    }
  }
}

final class PierCoordinator: Coordinator<PierRoute> {
  let factory = HarbourFactory()
  override func start() async { await startFlow(route: .pier) }

  func settings() async {
    await navigate(to: factory.makeSettings(), presentationStyle: .sheet)
  }

  func help() async {
    await navigate(to: factory.make(.help), presentationStyle: .fullScreenCover)
  }
}

final class SettingsCoordinator: Coordinator<SettingsRoute> {
  override func start() async { await startFlow(route: .main) }
}

final class HelpCoordinator: Coordinator<HelpRoute> {
  override func start() async { await startFlow(route: .faq) }
}

struct PierView: View {
  @EnvironmentObject var coordinator: PierCoordinator
  var body: some View {
    Button("Settings") { Task { await coordinator.settings() } }
    Button("Help") { Task { await coordinator.help() } }
  }
}

@main
struct PierApp: App {
  @StateObject var coordinator = PierCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
