import SUICoordinator
import SwiftUI

enum PlannerRoute: RouteType {
  case home(PlannerCoordinator)
  case season
  case week
  case day

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .home, .season, .week: .push
    case .day: .sheet
    }
  }

  var body: some View {
    switch self {
    case .home(let c): Button("Plan") { Task { await c.plan() } }
    case .season: Text("Season")
    case .week: Text("Week")
    case .day: Text("Day")
    }
  }
}

final class PlannerCoordinator: Coordinator<PlannerRoute> {
  override func start() async { await startFlow(route: .home(self)) }

  func plan() async {
    await navigate(toRoute: .season)
    Task { await self.navigate(toRoute: .day) }
    await navigate(toRoute: .week)
  }
}
