import SUICoordinator
import SwiftUI

enum PierRoute: RouteType {
  case pier
  case boats
  case tickets
  case allergens
  case lockers

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .allergens: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .pier: PierView()
    default: Text("Pier")
    }
  }
}

final class PierCoordinator: Coordinator<PierRoute> {
  override func start() async {
    await startFlow(route: .pier)
  }

  func go(_ route: PierRoute?) async {
    guard let route else { return }
    await navigate(toRoute: route)
  }

  func info(for snack: String) async {
    let route: PierRoute? = snack.contains("nut") ? .allergens : nil
    if let route = route {
      await navigate(toRoute: route)
    }
  }

  func store(_ bag: String?) async {
    let place: PierRoute? = bag == nil ? nil : .lockers
    guard let place else { return }
    await navigate(toRoute: place)
  }
}

struct PierView: View {
  @EnvironmentObject var coordinator: PierCoordinator
  var body: some View {
    Button("Boats") { Task { await coordinator.go(.boats) } }
    Button("Tickets") { Task { await coordinator.go(.tickets) } }
    Button("Info") { Task { await coordinator.info(for: "hazelnut") } }
    Button("Store") { Task { await coordinator.store("bag") } }
  }
}
