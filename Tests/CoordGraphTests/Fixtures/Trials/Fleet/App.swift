import Combine
import SUICoordinator
import SwiftUI

@main
struct FleetApp: App {
  @StateObject private var coordinator = FleetCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

extension Notification.Name {
  static let sessionExpired = Notification.Name("sessionExpired")
}

enum FleetDestination {
  case vehicle(Int)
  case driver(Int)
  case report
}

@MainActor
protocol FleetRouting: AnyObject {
  func go(to destination: FleetDestination) async
  func signOut() async
}

enum FleetRoute: RouteType {
  case map
  case vehicle(id: Int, onRetire: () -> Void)
  case driver(id: Int)
  case report
  case expired

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .map, .vehicle, .driver: .push
    case .report: .sheet
    case .expired: .fullScreenCover
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .map: MapScreen()
    case .vehicle(let id, let onRetire): VehicleScreen(id: id, onRetire: onRetire)
    case .driver(let id): Text("Driver \(id)")
    case .report: ReportScreen()
    case .expired: ExpiredScreen()
    }
  }
}

final class FleetCoordinator: Coordinator<FleetRoute>, FleetRouting {
  private var bag = Set<AnyCancellable>()

  override func start() async {
    NotificationCenter.default.publisher(for: .sessionExpired)
      .receive(on: DispatchQueue.main)
      .sink { [weak self] _ in Task { await self?.navigate(toRoute: .expired) } }
      .store(in: &bag)
    await startFlow(route: .map)
  }

  func go(to destination: FleetDestination) async {
    switch destination {
    case .vehicle(let id):
      await navigate(toRoute: .vehicle(id: id, onRetire: { [weak self] in
        Task { await self?.router.popToRoot() }
      }))
    case .driver(let id):
      await navigate(toRoute: .driver(id: id))
    case .report:
      await navigate(toRoute: .report)
    }
  }

  func signOut() async {
    await router.dismiss()
    await restart()
  }
}
