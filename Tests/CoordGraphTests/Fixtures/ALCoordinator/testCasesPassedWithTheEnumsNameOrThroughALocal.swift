import SUICoordinator
import SwiftUI

enum GymRoute: RouteType {
  case home
  case workout
  case plans
  case history
  case coach

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .home: GymHome()
    case .workout: WorkoutView()
    case .plans: PlansView()
    case .history: Text("History")
    case .coach: Text("Coach")
    }
  }
}

enum Section {
  case today, plans, history, coach
}

final class GymCoordinator: Coordinator<GymRoute> {
  override func start() async { await startFlow(route: .home) }

  func open(_ section: Section) async {
    switch section {
    case .today: await navigate(toRoute: .workout)
    case .plans: await navigate(toRoute: .plans)
    case .history: await navigate(toRoute: .history)
    case .coach: await navigate(toRoute: .coach)
    }
  }
}

struct GymHome: View {
  @EnvironmentObject var coordinator: GymCoordinator
  var body: some View {
    Button("Today") { Task { await coordinator.open(Section.today) } }
  }
}

struct WorkoutView: View {
  @EnvironmentObject var coordinator: GymCoordinator
  var body: some View {
    Button("Plans") {
      let section = Section.plans
      Task { await coordinator.open(section) }
    }
  }
}

struct PlansView: View {
  @EnvironmentObject var coordinator: GymCoordinator
  let isCoached = false
  var body: some View {
    Button("History") {
      var section: Section = .today
      section = .history
      Task { await coordinator.open(section) }
    }
    Button("More") {
      var section = Section.history
      if isCoached { section = .coach }
      Task { await coordinator.open(section) }
    }
  }
}
