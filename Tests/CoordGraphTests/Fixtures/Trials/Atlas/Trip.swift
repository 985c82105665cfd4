import SUICoordinator
import SwiftUI

enum TripRoute: RouteType {
  case plan, dates, share
  var presentationStyle: TransitionPresentationStyle { self == .share ? .sheet : .push }
  var body: some View {
    switch self {
    case .plan: TripPlanScreen()
    case .dates: Text("dates")
    case .share: Text("share")
    }
  }
}

final class TripCoordinator: Coordinator<TripRoute> {
  let place: Place
  init(place: Place) {
    self.place = place
    super.init()
  }
  override func start() async { await startFlow(route: .plan) }
  func dates() async { await navigate(toRoute: .dates) }
  func share() async { await navigate(toRoute: .share) }
  func cancel() async { await finishFlow() }
}

struct TripPlanScreen: View {
  @EnvironmentObject var coordinator: TripCoordinator
  var body: some View {
    Button("Dates") { Task { await coordinator.dates() } }
    Button("Share") { Task { await coordinator.share() } }
    Button("Cancel") { Task { await coordinator.cancel() } }
  }
}
