import SUICoordinator
import SwiftUI

enum KitchenRoute: RouteType {
  case menu
  case nutrition
  case timer
  case bill
  case tips
  case pay

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .menu: MenuView()
    default: Text("Other")
    }
  }
}

enum Course {
  case starter
  case main
  case dessert
}

final class KitchenCoordinator: Coordinator<KitchenRoute> {
  override func start() async { await startFlow(route: .menu) }

  func details(cooked: Bool, timed: Bool) async {
    switch (cooked, timed) {
    case (true, _): await navigate(toRoute: .nutrition)
    case (false, true): await navigate(toRoute: .timer)
    case (false, false): break
    }
  }

  func next(after course: Course, tipped: Bool) async {
    switch (course, tipped) {
    case (.dessert, true): await navigate(toRoute: .bill)
    case (.dessert, false): await navigate(toRoute: .tips)
    case (.starter, _), (_, true): await navigate(toRoute: .pay)
    default: break
    }
  }
}

struct MenuView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View {
    Button("Details") { Task { await coordinator.details(cooked: true, timed: false) } }
    Button("Main done") { Task { await coordinator.next(after: .main, tipped: false) } }
  }
}

extension KitchenCoordinator {
  func served(hot: Bool) async {
    switch hot {
    case true: await navigate(toRoute: .bill)
    case false: await navigate(toRoute: .tips)
    }
  }
}

extension MenuView {
  var servedButton: some View { Button("Served") { Task { await coordinator.served(hot: true) } } }
}
