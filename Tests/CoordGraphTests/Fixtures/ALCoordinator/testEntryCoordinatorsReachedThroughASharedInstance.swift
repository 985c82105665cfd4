import SUICoordinator
import SwiftUI

// The app shows the coordinator it keeps as a shared instance: it holds and creates none itself.
@main
struct GroceryApp: App {
  var body: some Scene {
    WindowGroup { ListCoordinator.shared.getView() }
  }
}

enum ListRoute: RouteType {
  case lists
  case items

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .lists: ListsView()
    case .items: Text("Items")
    }
  }
}

final class ListCoordinator: Coordinator<ListRoute> {
  static let shared = ListCoordinator()

  override func start() async { await startFlow(route: .lists) }
  func items() async { await navigate(toRoute: .items) }
}

// Another coordinator is kept shared too, but the app does not show it.
final class HelpCoordinator: Coordinator<ListRoute> {
  static let shared = HelpCoordinator()

  override func start() async { await startFlow(route: .items) }
}

struct ListsView: View {
  var body: some View {
    Button("Items") { Task { await ListCoordinator.shared.items() } }
  }
}
