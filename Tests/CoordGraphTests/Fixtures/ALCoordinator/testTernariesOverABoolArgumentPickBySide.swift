import SUICoordinator
import SwiftUI

enum TourRoute: RouteType {
  case intro, summary, home, help, tips
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .intro: IntroView()
    case .summary: SummaryView()
    case .home: Text("Home")
    case .help: Text("Help")
    case .tips: Text("Tips")
    }
  }
}

final class TourCoordinator: Coordinator<TourRoute> {
  override func start() async { await startFlow(route: .intro) }
  func finish(skipped: Bool) async { await navigate(toRoute: skipped ? .home : .summary) }
  func help(fullScreen: Bool) async {
    await navigate(toRoute: .help, presentationStyle: !fullScreen ? .sheet : .fullScreenCover)
  }
  func tips(_ seen: Bool) async { await navigate(toRoute: seen ? .home : .tips) }
}

struct IntroView: View {
  @EnvironmentObject var coordinator: TourCoordinator
  var body: some View {
    Button("Next") { Task { await coordinator.finish(skipped: false) } }
    Button("Help") { Task { await coordinator.help(fullScreen: true) } }
  }
}

struct SummaryView: View {
  @EnvironmentObject var coordinator: TourCoordinator
  let seen = UserDefaults.standard.bool(forKey: "seen")
  var body: some View {
    Button("Skip") { Task { await coordinator.finish(skipped: true) } }
    Button("Help") { Task { await coordinator.help(fullScreen: false) } }
    Button("Tips") { Task { await coordinator.tips(seen) } }
  }
}
