import SUICoordinator
import SwiftUI

enum TrailAction {
  case open(String)
  case filter
  case report(String)
}

enum TrailsRoute: RouteType {
  case list(onAction: (TrailAction) -> Void)
  case trail(name: String, onAction: (TrailAction) -> Void)
  case filters
  case report(trail: String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .trail: .push
    case .filters: .detents([.medium, .large])
    case .report: .sheet
    }
  }

  var body: some View {
    switch self {
    case .list(let onAction): TrailListView(onAction: onAction)
    case .trail(let name, let onAction): TrailView(name: name, onAction: onAction)
    case .filters: Text("Filters")
    case .report(let trail): ReportView(trail: trail)
    }
  }
}

@Coordinator(TrailsRoute.self)
final class TrailsCoordinator {
  func start() async {
    await startFlow(route: .list(onAction: { [weak self] action in self?.perform(action) }))
  }

  func open(trail name: String) async {
    await navigate(toRoute: .trail(name: name, onAction: { [weak self] action in self?.perform(action) }))
  }

  private func perform(_ action: TrailAction) {
    Task {
      switch action {
      case .open(let name): await open(trail: name)
      case .filter: await navigate(toRoute: .filters)
      case .report(let name): await navigate(toRoute: .report(trail: name))
      }
    }
  }

  func reportSent() async {
    await router.dismiss()
    await router.popToRoot()
  }
}

struct TrailListView: View {
  let onAction: (TrailAction) -> Void
  var body: some View {
    List {
      Button("Lone Star") { onAction(.open("Lone Star")) }
    }
    .toolbar { Button("Filter") { onAction(.filter) } }
  }
}

struct TrailView: View {
  let name: String
  let onAction: (TrailAction) -> Void
  var body: some View {
    Button("Report a problem") { onAction(.report(name)) }
  }
}

struct ReportView: View {
  let trail: String
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Send") { Task { await (coordinator as? TrailsCoordinator)?.reportSent() } }
  }
}
