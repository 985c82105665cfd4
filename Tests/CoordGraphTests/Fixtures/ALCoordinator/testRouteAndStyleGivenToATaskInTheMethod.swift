import SUICoordinator
import SwiftUI

@main
struct OrchardApp: App {
  @State private var orchard = OrchardCoordinator()
  var body: some Scene {
    WindowGroup { orchard.getView().onOpenURL { url in Task { await orchard.open(url) } } }
  }
}

enum OrchardRoute: RouteType {
  case rows
  case tree
  case harvest
  case about

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .harvest: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .rows: RowsView()
    case .tree: Text("Tree")
    case .harvest: Text("Harvest")
    case .about: Text("About")
    }
  }
}

final class OrchardCoordinator: Coordinator<OrchardRoute> {
  override func start() async { await startFlow(route: .rows) }
  func openTree() async { await show(.tree) }
  func openHarvest() async { await show(.harvest, style: .fullScreenCover) }
  func open(_ url: URL) async {
    if url.host() == "about" { await show(.about) }
  }

  func show(_ route: OrchardRoute, style: TransitionPresentationStyle? = nil) async {
    Task { @MainActor in
      if let style {
        await navigate(toRoute: route, presentationStyle: style)
      } else {
        await navigate(toRoute: route)
      }
    }
  }
}

struct RowsView: View {
  @EnvironmentObject var coordinator: OrchardCoordinator
  var body: some View {
    Button("Tree") { Task { await coordinator.openTree() } }
    Button("Harvest") { Task { await coordinator.openHarvest() } }
  }
}
