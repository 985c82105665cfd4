import SUICoordinator
import SwiftUI

enum HubRoute: RouteType {
  case feed(HubCoordinator)
  case saved(HubCoordinator)
  case filters
  case export

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .feed, .saved: .push
    case .filters, .export: .sheet
    }
  }

  var body: some View {
    switch self {
    case .feed(let c): FeedView(coordinator: c)
    case .saved(let c): SavedView(coordinator: c)
    case .filters: Text("Filters")
    case .export: Text("Export")
    }
  }
}

final class HubCoordinator: Coordinator<HubRoute> {
  override func start() async { await startFlow(route: .feed(self)) }
  func showSaved() async { await navigate(toRoute: .saved(self)) }
}

enum Shortcut: CaseIterable {
  case feed
  case saved

  func perform(on coordinator: HubCoordinator) async {
    switch self {
    case .feed: await coordinator.navigate(toRoute: .filters)
    case .saved: await coordinator.navigate(toRoute: .export)
    }
  }
}

struct ShortcutBar: View {
  let coordinator: HubCoordinator
  var body: some View {
    Button("Saved") { Task { await coordinator.showSaved() } }
    ForEach(Shortcut.allCases, id: \.self) { shortcut in
      Button("\(shortcut)") { Task { await shortcut.perform(on: coordinator) } }
    }
  }
}

struct FeedView: View {
  let coordinator: HubCoordinator
  var body: some View { ShortcutBar(coordinator: coordinator) }
}

struct SavedView: View {
  let coordinator: HubCoordinator
  var body: some View { ShortcutBar(coordinator: coordinator) }
}
