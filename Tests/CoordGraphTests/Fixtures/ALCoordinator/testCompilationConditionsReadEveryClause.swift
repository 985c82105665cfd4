import SUICoordinator
import SwiftUI

enum LabRoute: RouteType {
  case bench
  case sample(id: Int)
  #if DEBUG
  case debugMenu
  #else
  case feedback
  #endif

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .bench, .sample: .push
    #if DEBUG
    case .debugMenu: .fullScreenCover
    #else
    case .feedback: .sheet
    #endif
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .bench: BenchView()
    case .sample(let id): SampleView(id: id)
    #if DEBUG
    case .debugMenu: DebugMenuView()
    #else
    case .feedback: FeedbackView()
    #endif
    }
  }
}

final class LabCoordinator: Coordinator<LabRoute> {
  override func start() async { await startFlow(route: .bench) }
  func showSample(_ id: Int) async { await navigate(toRoute: .sample(id: id)) }
  #if DEBUG
  func showDebugMenu() async { await navigate(toRoute: .debugMenu) }
  #else
  func showFeedback() async { await navigate(toRoute: .feedback) }
  #endif
  func closeLayer() async { await close() }
}

struct BenchView: View {
  @EnvironmentObject var coordinator: LabCoordinator
  var body: some View {
    List {
      Button("Sample") { Task { await coordinator.showSample(1) } }
      #if DEBUG
      Button("Debug") { Task { await coordinator.showDebugMenu() } }
      #else
      Button("Feedback") { Task { await coordinator.showFeedback() } }
      #endif
    }
  }
}

struct SampleView: View {
  let id: Int
  var body: some View { Text("\(id)") }
}

struct DebugMenuView: View {
  @EnvironmentObject var coordinator: LabCoordinator
  var body: some View { Button("Close") { Task { await coordinator.closeLayer() } } }
}

struct FeedbackView: View {
  @EnvironmentObject var coordinator: LabCoordinator
  var body: some View { Button("Send") { Task { await coordinator.closeLayer() } } }
}
