import SUICoordinator
import SwiftUI

enum TourRoute: RouteType {
  case gate
  case lions
  case bears
  case seals
  case shop

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .gate: GateView()
    default: Text("Tour")
    }
  }
}

final class TourCoordinator: Coordinator<TourRoute> {
  private let steps: [TourRoute] = [.gate, .lions, .bears, .seals]
  private var step = 0

  override func start() async { await startFlow(route: steps.first!) }

  func skipToEnd() async { await navigate(toRoute: self.steps[3]) }

  func next() async {
    step += 1
    await navigate(toRoute: steps[step])
  }

  func shortcut() async {
    let order = [TourRoute.shop, .bears]
    await navigate(toRoute: order[0])
  }

  func finale() async { await navigate(toRoute: steps.last!) }

  private let sights: Set<TourRoute> = [.lions, .bears]

  func anySight() async { await navigate(toRoute: sights.first!) }
}

struct GateView: View {
  @EnvironmentObject var coordinator: TourCoordinator
  var body: some View {
    Button("Skip") { Task { await coordinator.skipToEnd() } }
    Button("Next") { Task { await coordinator.next() } }
    Button("Shop") { Task { await coordinator.shortcut() } }
    Button("Finale") { Task { await coordinator.finale() } }
    Button("Sight") { Task { await coordinator.anySight() } }
  }
}
