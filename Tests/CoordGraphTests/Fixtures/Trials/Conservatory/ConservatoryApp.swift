import Observation
import SUICoordinator
import SwiftUI

@main
struct ConservatoryApp: App {
  @State private var coordinator = GlasshouseCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
    }
  }
}

/// What the glasshouse's screens ask for, handed to them through the environment.
@Observable
@MainActor
final class GlasshouseRouter {
  weak var coordinator: GlasshouseCoordinator?

  func open(plant id: Int) {
    Task { await coordinator?.showPlant(id) }
  }

  func water(_ id: Int) {
    Task { await coordinator?.showWatering(id) }
  }

  func done() {
    Task { await coordinator?.closeSheet() }
  }
}

enum GlasshouseRoute: RouteType {
  case houses(GlasshouseRouter)
  case plant(id: Int, router: GlasshouseRouter)
  case watering(plant: Int, router: GlasshouseRouter)
  case climate

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .houses, .plant: .push
    case .watering: .detents([.medium])
    case .climate: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .houses(let router): HousesView().environment(router)
    case .plant(let id, let router): PlantView(id: id).environment(router)
    case .watering(let plant, let router): WateringView(plant: plant).environment(router)
    case .climate: ClimateView()
    }
  }
}

@Coordinator(GlasshouseRoute.self)
final class GlasshouseCoordinator {
  private let glasshouseRouter = GlasshouseRouter()

  func start() async {
    glasshouseRouter.coordinator = self
    await startFlow(route: .houses(glasshouseRouter))
  }

  func showPlant(_ id: Int) async { await navigate(toRoute: .plant(id: id, router: glasshouseRouter)) }
  func showWatering(_ id: Int) async { await navigate(toRoute: .watering(plant: id, router: glasshouseRouter)) }
  func closeSheet() async { await router.dismiss() }
  func showClimate() async { await navigate(toRoute: .climate) }
}
