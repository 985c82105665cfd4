import SUICoordinator
import SwiftUI

enum AtelierRoute: RouteType {
  case atelier
  case studio
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .atelier: AtelierView()
    case .studio: StudioView()
    }
  }
}

final class AtelierCoordinator: Coordinator<AtelierRoute> {
  override func start() async { await startFlow(route: .atelier) }

  lazy var kiln = KilnCoordinator()
  let factory: ExternalFactory

  func open(_ child: AnyCoordinatorType) async {
    await navigate(to: child, presentationStyle: .sheet)
  }

  func start<Child: CoordinatorType>(child: Child) async {
    await navigate(to: child, presentationStyle: .fullScreenCover)
  }

  func ink() async { await open(InkCoordinator()) }
  func paint() async { await openFromMenu(PaintCoordinator()) }
  func openFromMenu(_ child: AnyCoordinatorType) async { await open(child) }
  func fire() async { await start(child: kiln) }
  func studio() async { await navigate(toRoute: .studio) }
  func other() async { await open(factory.make()) }
  func replay(_ child: AnyCoordinatorType) async { await navigate(to: child) }
}

enum InkRoute: RouteType {
  case pot
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Ink") }
}

final class InkCoordinator: Coordinator<InkRoute> {
  override func start() async { await startFlow(route: .pot) }
}

enum LampRoute: RouteType {
  case bulb
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Lamp") }
}

final class LampCoordinator: Coordinator<LampRoute> {
  override func start() async { await startFlow(route: .bulb) }
}

enum PaintRoute: RouteType {
  case tube
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Paint") }
}

final class PaintCoordinator: Coordinator<PaintRoute> {
  override func start() async { await startFlow(route: .tube) }
}

enum KilnRoute: RouteType {
  case fire
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Kiln") }
}

final class KilnCoordinator: Coordinator<KilnRoute> {
  override func start() async { await startFlow(route: .fire) }
}

struct AtelierView: View {
  @EnvironmentObject var coordinator: AtelierCoordinator
  var body: some View {
    Button("Ink") { Task { await coordinator.ink() } }
    Button("Paint") { Task { await coordinator.paint() } }
    Button("Studio") { Task { await coordinator.studio() } }
  }
}

struct StudioView: View {
  @EnvironmentObject var coordinator: AtelierCoordinator
  var body: some View {
    Button("Lamp") { Task { await coordinator.open(LampCoordinator()) } }
    Button("Kiln") { Task { await coordinator.fire() } }
    Button("Other") { Task { await coordinator.other() } }
  }
}

@main
struct AtelierApp: App {
  @StateObject var coordinator = AtelierCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

class FlowCoordinator<Route: RouteType>: Coordinator<Route> {
  func present(child: AnyCoordinatorType) async {
    await navigate(to: child, presentationStyle: .sheet)
  }
}

enum GardenRoute: RouteType {
  case beds
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { GardenView() }
}

final class GardenCoordinator: FlowCoordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds) }
  func seeds() async { await present(child: InkCoordinator()) }
}

enum PondRoute: RouteType {
  case lilies
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View { Text("Pond") }
}

final class PondCoordinator: FlowCoordinator<PondRoute> {
  override func start() async { await startFlow(route: .lilies) }
}

struct GardenView: View {
  @EnvironmentObject var garden: GardenCoordinator
  var body: some View {
    Button("Seeds") { Task { await garden.seeds() } }
  }
}

