import SUICoordinator
import SwiftUI

enum PondRoute: RouteType {
  case pond
  case ducks
  case boat
  case rules
  case storm
  case island
  case pier

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .rules: .sheet
    case .storm: .fullScreenCover
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .pond: PondView()
    default: Text("Pond")
    }
  }
}

final class PondCoordinator: Coordinator<PondRoute> {
  override func start() async { await startFlow(route: .pond) }

  // No style is the route's own, as the library reads `presentationStyle: nil`.
  func show(_ route: PondRoute, style: TransitionPresentationStyle? = nil) async {
    await navigate(toRoute: route, presentationStyle: style)
  }

  // The same, written out.
  func open(_ route: PondRoute, style: TransitionPresentationStyle? = nil) async {
    await navigate(toRoute: route, presentationStyle: style ?? route.presentationStyle)
  }

  // Unwrapped: the first branch runs where a caller passes a style.
  func visit(_ route: PondRoute, style: TransitionPresentationStyle? = nil) async {
    if let style {
      await navigate(toRoute: route, presentationStyle: style)
    } else {
      await navigate(toRoute: route)
    }
  }
}

final class PondModel {
  weak var pond: PondCoordinator?
  func row(_ route: PondRoute) { Task { await pond?.show(route) } }
}

struct PondView: View {
  @EnvironmentObject var coordinator: PondCoordinator
  let model = PondModel()

  var body: some View {
    Button("Ducks") { Task { await coordinator.show(.ducks) } }
    Button("Boat") { Task { await coordinator.show(.boat, style: .sheet) } }
    Button("Rules") { Task { await coordinator.open(.rules) } }
    Button("Storm") { Task { await coordinator.open(.storm, style: .sheet) } }
    Button("Row") { model.row(.ducks) }
    Button("Island") { Task { await coordinator.visit(.island, style: .fullScreenCover) } }
    Button("Pier") { Task { await coordinator.visit(.pier) } }
  }
}

@main
struct PondApp: App {
  @State private var pond = PondCoordinator()

  var body: some Scene {
    WindowGroup {
      pond.getView()
        .onOpenURL { _ in Task { await pond.visit(.pier) } }
    }
  }
}
