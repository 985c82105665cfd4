import SUICoordinator
import SwiftUI

enum Step { case one, two }

enum PlanRoute: RouteType {
  case plans, overview, first, second
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .plans: PlansView()
    case .first: FirstView()
    default: Text("Step")
    }
  }
}

final class PlanCoordinator: Coordinator<PlanRoute> {
  let current: Step = .one
  private var resumed = Step.two
  override func start() async { await startFlow(route: .plans) }

  func next(after step: Step?) async {
    guard let step else { return await navigate(toRoute: .overview) }
    switch step {
    case .one: await navigate(toRoute: .first)
    case .two: await navigate(toRoute: .second)
    }
  }

  func go() async { await next(after: current) }
  func resume() async { await next(after: resumed) }
}

struct PlansView: View {
  @EnvironmentObject var coordinator: PlanCoordinator
  var body: some View {
    Button("Go") { Task { await coordinator.go() } }
  }
}

struct FirstView: View {
  @EnvironmentObject var coordinator: PlanCoordinator
  var body: some View {
    Button("Resume") { Task { await coordinator.resume() } }
  }
}
