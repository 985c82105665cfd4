import SUICoordinator
import SwiftUI

enum PlanRoute: RouteType {
  case plans, overview, pro, trial, upgrade, help
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .plans: PlansView()
    default: Text("Plan")
    }
  }
}

final class PlanCoordinator: Coordinator<PlanRoute> {
  var isPro = false
  var onTrial = false
  override func start() async { await startFlow(route: .plans) }

  func choose() async {
    var route: PlanRoute = .overview
    if isPro {
      route = .pro
    } else if onTrial {
      route = .trial
    } else {
      route = .upgrade
    }
    await navigate(toRoute: route)
  }

  func maybe() async {
    var route: PlanRoute = .overview
    if isPro {
      route = .pro
    } else if onTrial {
      route = .trial
    }
    await navigate(toRoute: route)
  }

  func nested() async {
    var route: PlanRoute = .help
    if isPro {
      if onTrial { route = .trial }
    } else {
      route = .upgrade
    }
    await navigate(toRoute: route)
  }
}

struct PlansView: View {
  @EnvironmentObject var coordinator: PlanCoordinator
  var body: some View {
    Button("Choose") { Task { await coordinator.choose() } }
    Button("Maybe") { Task { await coordinator.maybe() } }
    Button("Nested") { Task { await coordinator.nested() } }
  }
}
