import SUICoordinator
import SwiftUI

enum MoleRoute: RouteType {
  case burrow
  case tunnel
  case map
  case notes

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .burrow: BurrowView()
    case .tunnel: TunnelView()
    case .map: MapView()
    case .notes: Text("Notes")
    }
  }
}

final class MoleCoordinator: Coordinator<MoleRoute> {
  override func start() async { await startFlow(route: .burrow) }

  func show(_ route: MoleRoute, style: TransitionPresentationStyle = .push) async {
    await navigate(toRoute: route, presentationStyle: style)
  }

  func open(_ route: MoleRoute, as style: TransitionPresentationStyle) async {
    await navigate(toRoute: route, presentationStyle: style)
  }
}

struct BurrowView: View {
  @EnvironmentObject var coordinator: MoleCoordinator
  var body: some View {
    Button("Tunnel") { Task { await coordinator.show(.tunnel) } }
    Button("Map") { Task { await coordinator.show(.map, style: .sheet) } }
  }
}

struct TunnelView: View {
  @EnvironmentObject var coordinator: MoleCoordinator
  @EnvironmentObject var router: Router<MoleRoute>
  var body: some View {
    Button("Back") { Task { await router.pop() } }
    Button("Notes") { Task { await coordinator.open(.notes, as: .fullScreenCover) } }
  }
}

struct MapView: View {
  @Environment(\.dismiss) var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

enum VoleRoute: RouteType {
  case vole

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Vole") }
}

final class VoleCoordinator: Coordinator<VoleRoute> {
  override func start() async { await startFlow(route: .vole) }

  // Public, called by no code read (another module may call it): its default style is the one read.
  public func peek(style: TransitionPresentationStyle = .fullScreenCover) async {
    await navigate(toRoute: .vole, presentationStyle: style)
  }
}
