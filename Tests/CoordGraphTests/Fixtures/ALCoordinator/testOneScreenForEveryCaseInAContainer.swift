import SUICoordinator
import SwiftUI

@main
struct LoopApp: App {
  @StateObject var coordinator = LoopCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum LoopRoute: RouteType {
  case hello
  case card
  case bye

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    VStack {
      Text("Loop")
      LoopView()
    }
    .padding()
  }
}

final class LoopCoordinator: Coordinator<LoopRoute> {
  override func start() async { await startFlow(route: .hello) }
}

struct LoopView: View {
  @EnvironmentObject var coordinator: LoopCoordinator
  var body: some View {
    Button("Next") { Task { await coordinator.navigate(toRoute: .card) } }
    Button("Leave") { Task { await coordinator.navigate(toRoute: .bye) } }
  }
}
