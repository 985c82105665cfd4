import SUICoordinator
import SwiftUI

enum ParkRoute: RouteType {
  case map
  case trail(id: Int)
  case ranger

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .map, .trail: .push
    case .ranger: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .map: MapView()
    case .trail(let id): TrailView(id: id)
    case .ranger: RangerView()
    }
  }
}

final class ParkCoordinator: Coordinator<ParkRoute> {
  override func start() async { await startFlow(route: .map) }
  func openTrail(_ id: Int) async { await navigate(toRoute: .trail(id: id)) }
  func callRanger() async { await navigate(toRoute: .ranger) }
  func bookCamp() async { await navigate(to: CampCoordinator()) }
}

enum CampRoute: RouteType {
  case sites
  case permit

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .sites: .push
    case .permit: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .sites: SitesView()
    case .permit: PermitView()
    }
  }
}

final class CampCoordinator: Coordinator<CampRoute> {
  override func start() async { await startFlow(route: .sites) }
  func askPermit() async { await navigate(toRoute: .permit) }
}

extension Coordinator {
  /// Every flow of the app goes back to its first screen the same way.
  func backToStart() async { await router.popToRoot() }
  func closeSheet() async { await router.dismiss() }
}

struct MapView: View {
  @EnvironmentObject var coordinator: ParkCoordinator
  var body: some View {
    Button("Trail") { Task { await coordinator.openTrail(1) } }
    Button("Ranger") { Task { await coordinator.callRanger() } }
    Button("Camp") { Task { await coordinator.bookCamp() } }
  }
}

struct SitesView: View {
  @EnvironmentObject var coordinator: CampCoordinator
  var body: some View { Button("Permit") { Task { await coordinator.askPermit() } } }
}

struct PermitView: View {
  @EnvironmentObject var coordinator: CampCoordinator
  var body: some View { Button("Done") { Task { await coordinator.closeSheet() } } }
}

struct TrailView: View {
  let id: Int
  @EnvironmentObject var coordinator: ParkCoordinator
  var body: some View {
    Button("Home") { Task { await coordinator.backToStart() } }
  }
}

struct RangerView: View {
  @EnvironmentObject var coordinator: ParkCoordinator
  var body: some View {
    Button("Close") { Task { await coordinator.closeSheet() } }
  }
}

extension CoordinatorType {
  /// Every flow ends the same way when something goes wrong.
  func reportIncident() async { await finishFlow() }
}

struct IncidentButton: View {
  @EnvironmentObject var coordinator: CampCoordinator
  var body: some View { Button("Report") { Task { await coordinator.reportIncident() } } }
}

extension SitesView {
  var incident: some View { IncidentButton() }
}
