import SUICoordinator16
import SwiftUI

enum TripRoute: RouteType {
  case dates
  case summary

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .dates: TripDates()
    case .summary: TripSummary()
    }
  }
}

@Coordinator(TripRoute.self)
class TripCoordinator {
  func start() async { await startFlow(route: .dates) }
  func next() async { await navigate(toRoute: .summary) }
  func done() async { await finishFlow() }
}

struct TripDates: View {
  @Environment(TripCoordinator.self) var coordinator
  var body: some View { Button("Next") { Task { await coordinator.next() } } }
}

struct TripSummary: View {
  @Environment(TripCoordinator.self) var coordinator
  var body: some View { Button("Done") { Task { await coordinator.done() } } }
}
