import SUICoordinator
import SwiftUI

@main
struct AtlasApp: App {
  let tabs = AtlasTabs()
  var body: some Scene { WindowGroup { tabs.getView() } }
}

enum AtlasPage: TabPage, CaseIterable {
  case maps, places
  var position: Int { self == .maps ? 0 : 1 }
  var dataSource: some View { Text("Tab") }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .maps: MapsCoordinator()
    case .places: PlacesCoordinator()
    }
  }
}

final class AtlasTabs: TabCoordinator<AtlasPage> {
  init() { super.init(pages: AtlasPage.allCases, currentPage: .maps) }
}

protocol ProblemShowing: AnyObject { func showProblem(_ text: String) async }

extension CoordinatorType {
  func showProblem(_ text: String) async {
    await navigate(to: ProblemCoordinator(), presentationStyle: .sheet)
  }
}

enum MapsRoute: RouteType {
  case maps(MapsModel)
  case layer
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .maps(let model): MapsView(model: model)
    case .layer: Text("Layer")
    }
  }
}

final class MapsCoordinator: Coordinator<MapsRoute>, ProblemShowing {
  override func start() async {
    let model = MapsModel()
    model.problems = self
    await startFlow(route: .maps(model))
  }
}

final class MapsModel {
  weak var problems: ProblemShowing?
  func failed() { Task { await problems?.showProblem("Offline") } }
}

struct MapsView: View {
  let model: MapsModel
  var body: some View { Button("Load") { model.failed() } }
}

enum PlacesRoute: RouteType {
  case places
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Places") }
}

final class PlacesCoordinator: Coordinator<PlacesRoute> {
  override func start() async { await startFlow(route: .places) }
}

enum ProblemRoute: RouteType {
  case message
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Problem") }
}

final class ProblemCoordinator: Coordinator<ProblemRoute> {
  override func start() async { await startFlow(route: .message) }
}
