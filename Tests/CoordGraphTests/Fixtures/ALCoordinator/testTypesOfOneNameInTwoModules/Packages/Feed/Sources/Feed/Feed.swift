import SUICoordinator
import SwiftUI

public enum Route: RouteType {
  case list
  case detail(id: Int)
  case filter

  public var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .detail: .push
    case .filter: .sheet
    }
  }

  @MainActor @ViewBuilder
  public var body: some View {
    switch self {
    case .list: RootView()
    case .detail(let id): DetailView(id: id)
    case .filter: FilterView()
    }
  }
}

public final class FlowCoordinator: Coordinator<Route> {
  public override func start() async { await startFlow(route: .list) }
  func open(_ id: Int) async { await navigate(toRoute: .detail(id: id)) }
  func filter() async { await navigate(toRoute: .filter) }
}

struct RootView: View {
  @Environment(FlowCoordinator.self) private var coordinator
  var body: some View {
    Button("Item") { Task { await coordinator.open(1) } }
    Button("Filter") { Task { await coordinator.filter() } }
  }
}

struct DetailView: View {
  let id: Int
  var body: some View { Text("\(id)") }
}

struct FilterView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}
