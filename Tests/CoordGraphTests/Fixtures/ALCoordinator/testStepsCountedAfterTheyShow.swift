import SUICoordinator
import SwiftUI

enum TourRoute: RouteType {
  case intro
  case camera
  case finish

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View { TourView() }
}

final class TourCoordinator: Coordinator<TourRoute> {
  private let pages: [TourRoute] = [.intro, .camera, .finish]
  private var page = 0

  override func start() async {
    await startFlow(route: pages[page])
    page += 1
  }

  func advance() async {
    guard page < pages.count else { return }
    await navigate(toRoute: pages[self.page])
    self.page += 1
  }
}

struct TourView: View {
  @EnvironmentObject var coordinator: TourCoordinator
  var body: some View { Button("Next") { Task { await coordinator.advance() } } }
}

enum LapRoute: RouteType {
  case first
  case second

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View { LapView() }
}

final class LapCoordinator: Coordinator<LapRoute> {
  private let laps: [LapRoute] = [.first, .second]
  private var lap = 9_223_372_036_854_775_807

  override func start() async {
    lap += 1
    await startFlow(route: laps[lap])
  }

  func next() async {
    lap += 1
    await navigate(toRoute: laps[lap])
  }
}

struct LapView: View {
  @EnvironmentObject var coordinator: LapCoordinator
  var body: some View { Button("Next") { Task { await coordinator.next() } } }
}
