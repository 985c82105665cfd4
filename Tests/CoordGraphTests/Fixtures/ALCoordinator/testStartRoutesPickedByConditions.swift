import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case welcome
  case beds
  case weather

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View { Text("Garden") }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  var signedIn = false

  override func start() async {
    await startFlow(route: signedIn ? .beds : .welcome)
  }
}

final class WeatherCoordinator: Coordinator<GardenRoute> {
  var rainy = true

  override func start() async {
    let first: GardenRoute = rainy ? .weather : .beds
    await startFlow(route: first)
  }
}
