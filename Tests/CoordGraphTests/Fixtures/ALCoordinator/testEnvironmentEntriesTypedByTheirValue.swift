import Observation
import SUICoordinator
import SwiftUI

enum FarmRoute: RouteType {
  case barn
  case field
  case silo

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .silo: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .barn: BarnView()
    case .field: FieldView()
    case .silo: Text("Silo")
    }
  }
}

final class FarmCoordinator: Coordinator<FarmRoute> {
  override func start() async {
    await startFlow(route: .barn)
  }

  func showField() async { await navigate(toRoute: .field) }
  func showSilo() async { await navigate(toRoute: .silo) }
}

@Observable
final class Navigator {
  var coordinator: FarmCoordinator?
}

extension EnvironmentValues {
  @Entry var navigator = Navigator()
  @Entry var farm = FarmCoordinator()
}

struct BarnView: View {
  @Environment(\.farm) private var farm
  var body: some View {
    Button("Field") { Task { await farm.showField() } }
  }
}

struct FieldView: View {
  @Environment(\.navigator) var navigator
  var body: some View {
    Button("Silo") { Task { await navigator.coordinator?.showSilo() } }
  }
}

@main
struct FarmApp: App {
  @StateObject var coordinator = FarmCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView().environment(\.farm, coordinator)
    }
  }
}
