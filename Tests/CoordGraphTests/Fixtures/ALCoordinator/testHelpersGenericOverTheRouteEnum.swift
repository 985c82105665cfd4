import SUICoordinator
import SwiftUI

@MainActor
final class Pathfinder<R: RouteType>: ObservableObject {
  private weak var coordinator: Coordinator<R>?

  init(coordinator: Coordinator<R>) { self.coordinator = coordinator }

  func push(_ route: R) {
    Task { await coordinator?.navigate(toRoute: route) }
  }

  func back() {
    Task { await coordinator?.pop() }
  }
}

enum ParkRoute: RouteType {
  case gate
  case lions
  case seals
  case shop

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shop: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .gate: GateView()
    case .lions: LionsView()
    default: Text("Park")
    }
  }
}

final class ParkCoordinator: Coordinator<ParkRoute> {
  lazy var router = Pathfinder(coordinator: self)

  override func start() async { await startFlow(route: .gate) }
}

struct GateView: View {
  @EnvironmentObject var router: Pathfinder<ParkRoute>
  var body: some View {
    Button("Lions") { router.push(.lions) }
    Button("Shop") { router.push(.shop) }
  }
}

struct LionsView: View {
  @EnvironmentObject var router: Pathfinder<ParkRoute>
  var body: some View {
    Button("Seals") { router.push(.seals) }
    Button("Back") { router.back() }
  }
}

@main
struct ParkApp: App {
  @StateObject var coordinator = ParkCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView().environmentObject(coordinator.router) }
  }
}
