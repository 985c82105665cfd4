import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case beds(GardenCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .beds(let coordinator): BedsView(coordinator: coordinator)
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds(self)) }

  func plan() async { await navigate(to: PlannerCoordinator(), presentationStyle: .sheet) }
}

struct BedsView: View {
  let coordinator: GardenCoordinator
  var body: some View { Button("Plan") { Task { await coordinator.plan() } } }
}

enum PlannerRoute: RouteType {
  case calendar(PlannerCoordinator)
  case day(PlannerCoordinator)
  case tips

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .calendar, .day: .push
    case .tips: .sheet
    }
  }

  var body: some View {
    switch self {
    case .calendar(let coordinator): CalendarView(coordinator: coordinator)
    case .day(let coordinator): DayView(coordinator: coordinator)
    case .tips: Text("Tips")
    }
  }
}

final class PlannerCoordinator: Coordinator<PlannerRoute> {
  override func start() async { await startFlow(route: .calendar(self)) }
  func openDay() async { await navigate(toRoute: .day(self)) }
  func showTips() async { await navigate(toRoute: .tips) }
}

struct CalendarView: View {
  let coordinator: PlannerCoordinator
  var body: some View { Button("Today") { Task { await coordinator.openDay() } } }
}

struct DayView: View {
  let coordinator: PlannerCoordinator
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done, show tips") {
      Task {
        dismiss()
        await coordinator.showTips()
      }
    }
  }
}
