import SUICoordinator
import SwiftUI

@main
struct OrchardApp: App {
  @State private var main = OrchardTabs()

  var body: some Scene {
    WindowGroup { main.getView() }
  }
}

enum OrchardPage: TabPage, CaseIterable {
  case trees, harvest

  var position: Int { self == .trees ? 0 : 1 }

  var dataSource: some View {
    Label(self == .trees ? "Trees" : "Harvest", systemImage: "leaf")
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .trees: TreesCoordinator()
    case .harvest: HarvestLogCoordinator()
    }
  }
}

final class OrchardTabs: TabCoordinator<OrchardPage> {
  init() {
    super.init(pages: OrchardPage.allCases, currentPage: .trees)
  }
}

enum TreesRoute: RouteType {
  case rows
  case tree(id: Int)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .rows: RowsView()
    case .tree(let id): TreeView(id: id)
    }
  }
}

@Coordinator(TreesRoute.self)
final class TreesCoordinator {
  private lazy var account = AccountCoordinator()

  func start() async { await startFlow(route: .rows) }
  func open(tree id: Int) async { await navigate(toRoute: .tree(id: id)) }

  func showAccount() async {
    await navigate(to: account, presentationStyle: .sheet)
  }
}

struct RowsView: View {
  @Environment(\.coordinator) private var coordinator
  private var trees: TreesCoordinator? { coordinator as? TreesCoordinator }

  var body: some View {
    List(0..<12, id: \.self) { id in
      Button("Tree \(id)") { Task { await trees?.open(tree: id) } }
    }
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button { Task { await trees?.showAccount() } } label: { Image(systemName: "person") }
      }
    }
  }
}

struct TreeView: View {
  let id: Int
  var body: some View { Text("Tree \(id)") }
}

enum HarvestRoute: RouteType {
  case log
  case entry(Date)

  var presentationStyle: TransitionPresentationStyle {
    if case .entry = self { return .detents([.medium]) }
    return .push
  }

  var body: some View {
    switch self {
    case .log: HarvestLogView()
    case .entry(let date): Text(date, style: .date)
    }
  }
}

@Coordinator(HarvestRoute.self)
final class HarvestLogCoordinator {
  func start() async { await startFlow(route: .log) }
  func add() async { await navigate(toRoute: .entry(.now)) }
}

struct HarvestLogView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Add") { Task { await (coordinator as? HarvestLogCoordinator)?.add() } }
  }
}
