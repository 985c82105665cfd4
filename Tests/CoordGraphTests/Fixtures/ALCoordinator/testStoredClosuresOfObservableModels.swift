import Observation
import SUICoordinator
import SwiftUI

enum MissionsRoute: RouteType {
  case list(MissionsCoordinator)
  case launch(LaunchModel)
  case summary

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .summary: .push
    case .launch: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .list(let coordinator): ListView(coordinator: coordinator)
    case .launch(let model): LaunchView(model: model)
    case .summary: Text("Summary")
    }
  }
}

final class MissionsCoordinator: Coordinator<MissionsRoute> {
  override func start() async { await startFlow(route: .list(self)) }

  func launch() async {
    let model = LaunchModel()
    model.onFinished = { [weak self] in self?.summary() }
    await navigate(toRoute: .launch(model))
  }

  func summary() { Task { await router.dismiss(); await navigate(toRoute: .summary) } }
}

struct ListView: View {
  let coordinator: MissionsCoordinator
  var body: some View {
    Button("Launch") { Task { await coordinator.launch() } }
  }
}

@Observable final class LaunchModel {
  var onFinished: (() -> Void)?
  func finish() { onFinished?() }
}

struct LaunchView: View {
  let model: LaunchModel
  var body: some View {
    Button("Next") { model.finish() }
  }
}
