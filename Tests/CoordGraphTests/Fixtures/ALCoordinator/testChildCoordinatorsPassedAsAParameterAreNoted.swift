import SUICoordinator
import SwiftUI

enum AtelierRoute: RouteType {
  case atelier
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { AtelierView() }
}

enum InkRoute: RouteType {
  case pot
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Ink") }
}

enum LampRoute: RouteType {
  case bulb
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Lamp") }
}

final class AtelierCoordinator: Coordinator<AtelierRoute> {
  override func start() async { await startFlow(route: .atelier) }

  func open(_ child: AnyCoordinatorType) async {
    await navigate(to: child, presentationStyle: .sheet)
  }

  func ink() async { await open(InkCoordinator()) }
}

final class InkCoordinator: Coordinator<InkRoute> {
  override func start() async { await startFlow(route: .pot) }
}

final class LampCoordinator: Coordinator<LampRoute> {
  override func start() async { await startFlow(route: .bulb) }
}

struct AtelierView: View {
  @EnvironmentObject var coordinator: AtelierCoordinator
  var body: some View {
    Button("Ink") { Task { await coordinator.ink() } }
    Button("Lamp") { Task { await coordinator.open(LampCoordinator()) } }
  }
}

@main
struct AtelierApp: App {
  @StateObject var coordinator = AtelierCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
