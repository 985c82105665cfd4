import SUICoordinator
import SwiftUI

enum TourRoute: RouteType {
  case stop(Int)
  case map

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .stop: .push
    case .map: .detents([.medium])
    }
  }

  var body: some View {
    switch self {
    case .stop(let number): TourStopView(number: number)
    case .map: TourMapView()
    }
  }
}

final class TourCoordinator: FlowCoordinator<TourRoute>, Leaving {
  private let stops = 3

  override func start() async { await startFlow(route: .stop(1)) }

  func next(after number: Int) async {
    if number < stops {
      await navigate(toRoute: .stop(number + 1))
    } else {
      await finishFlow()
    }
  }

  func showMap() async { await navigate(toRoute: .map) }

  func leave() async { await finishFlow() }
}

struct TourStopView: View {
  let number: Int
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Next") { Task { await (coordinator as? TourCoordinator)?.next(after: number) } }
    Button("Map") { Task { await (coordinator as? TourCoordinator)?.showMap() } }
    LeaveButton()
  }
}

struct TourMapView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Close") { Task { await coordinator?.close() } }
  }
}
