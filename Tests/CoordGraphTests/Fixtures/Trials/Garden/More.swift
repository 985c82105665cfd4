import SUICoordinator
import SwiftUI

enum CalendarRoute: NavigationRoute {
  case month
  case day(Int)
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .month: return MonthView()
    case .day(let day): return Text("\(day)")
    }
  }
}

final class CalendarCoordinator: NavigationCoordinator<CalendarRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .month, animated: animated) }
  func open(day: Int) { router.navigate(to: .day(day)) }
}

struct MonthView: View {
  @EnvironmentObject var coordinator: CalendarCoordinator
  var body: some View {
    Button("1st") { coordinator.open(day: 1) }
  }
}

enum PlannerRoute: NavigationRoute {
  case layout(PlannerCoordinator)
  case confirm(PlannerCoordinator)
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View {
    switch self {
    case .layout(let coordinator): return LayoutView(coordinator: coordinator)
    case .confirm(let coordinator): return ConfirmView(coordinator: coordinator)
    }
  }
}

final class PlannerCoordinator: NavigationCoordinator<PlannerRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .layout(self), animated: animated)
    presentCoordinator(animated: animated)
  }
  func next() { router.navigate(to: .confirm(self)) }
  func done() { finish(animated: true) }
}

struct LayoutView: View {
  let coordinator: PlannerCoordinator
  var body: some View { Button("Next") { coordinator.next() } }
}

struct ConfirmView: View {
  let coordinator: PlannerCoordinator
  var body: some View {
    HStack {
      Button("Save") { coordinator.done() }
      Button("Back") { coordinator.router.pop() }
    }
  }
}
