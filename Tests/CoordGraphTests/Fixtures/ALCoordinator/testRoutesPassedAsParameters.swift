import SwiftUI
import UIKCoordinator

extension GarageCoordinator {
  enum Route: NavigationRoute {
    case profile
    case vehicles
    case addVehicle
    case archive

    var transition: NavigationTransitionStyle {
      switch self {
      case .profile, .vehicles, .archive: return .push
      case .addVehicle: return .modal
      }
    }

    func view() -> any View {
      switch self {
      case .profile: return GarageProfileView()
      case .vehicles: return VehiclesView()
      case .addVehicle: return AddVehicleView()
      case .archive: return ArchiveView()
      }
    }
  }
}

final class GarageCoordinator: NavigationCoordinator<GarageCoordinator.Route> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .profile, animated: animated)
  }

  func show(_ route: Route) {
    router.navigate(to: route)
  }

  func open(_ route: Route) {
    show(route)
  }
}

extension HelpCoordinator {
  enum Route: NavigationRoute {
    case index
    case vehicles

    var transition: NavigationTransitionStyle { .push }

    func view() -> any View {
      switch self {
      case .index: return HelpIndexView()
      case .vehicles: return HelpVehiclesView()
      }
    }
  }
}

final class HelpCoordinator: NavigationCoordinator<HelpCoordinator.Route> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .index, animated: animated)
  }

  func go(to route: Route) {
    router.navigate(to: route)
  }
}

struct GarageProfileView: View {
  @EnvironmentObject var coordinator: GarageCoordinator
  var body: some View {
    Button("Vehicles") { coordinator.show(.vehicles) }
  }
}

struct VehiclesView: View {
  @EnvironmentObject var coordinator: GarageCoordinator
  var body: some View {
    Button("Add") { coordinator.open(.addVehicle) }
  }
}

struct AddVehicleView: View {
  var body: some View { Text("Add") }
}

struct ArchiveView: View {
  var body: some View { Text("Archive") }
}

struct HelpIndexView: View {
  @EnvironmentObject var coordinator: HelpCoordinator
  var body: some View {
    Button("Vehicles") { coordinator.go(to: .vehicles) }
  }
}

struct HelpVehiclesView: View {
  var body: some View { Text("Help") }
}
