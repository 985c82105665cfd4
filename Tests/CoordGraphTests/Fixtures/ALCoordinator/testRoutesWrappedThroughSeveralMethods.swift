import SUICoordinator
import SwiftUI

enum QuayRoute: RouteType {
  case pier
  case stall
  case inn
  case ferry

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .pier: PierScreen()
    case .stall: StallScreen()
    default: Text("Quay")
    }
  }
}

enum QuayAction {
  case go(QuayRoute)
  case leave
}

final class QuayCoordinator: Coordinator<QuayRoute> {
  override func start() async {
    await startFlow(route: .pier)
  }

  func handle(_ action: QuayAction) async {
    switch action {
    case .go(let route): await navigate(toRoute: route)
    case .leave: await pop()
    }
  }
}

@MainActor
final class PierModel: ObservableObject {
  weak var coordinator: QuayCoordinator?

  func visit(_ route: QuayRoute) {
    send(.go(route))
  }

  func send(_ action: QuayAction) {
    Task { await coordinator?.handle(action) }
  }

  func stall() { go(to: .stall) }

  func go(to route: QuayRoute) { visit(route) }
}

struct PierScreen: View {
  @StateObject var model = PierModel()
  var body: some View {
    Button("Stall") { model.stall() }
    Button("Inn") { model.visit(.inn) }
  }
}

struct StallScreen: View {
  @StateObject var model = PierModel()
  var body: some View {
    Button("Ferry") { model.go(to: .ferry) }
    Button("Leave") { model.send(.leave) }
  }
}

@main
struct QuayApp: App {
  @StateObject var coordinator = QuayCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: PierModel, _ value: QuayCoordinator) { screen.coordinator = value }
