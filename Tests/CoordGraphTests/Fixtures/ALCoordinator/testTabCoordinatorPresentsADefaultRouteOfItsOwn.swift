import SUICoordinator
import SwiftUI

@main
struct ShopApp: App {
  @State private var tabs = ShopTabs()
  var body: some Scene {
    WindowGroup { tabs.getView() }
  }
}

enum ShopPage: TabPage, CaseIterable {
  case home
  var position: Int { 0 }
  var dataSource: String { "Home" }
  func coordinator() -> AnyCoordinatorType { HomeCoordinator() }
}

final class ShopTabs: TabCoordinator<ShopPage> {
  init() {
    super.init(pages: ShopPage.allCases, currentPage: .home)
  }

  func showWhatsNew() async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .sheet) { WhatsNewView() })
  }
}

struct WhatsNewView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("OK") { dismiss() } }
}

enum HomeRoute: RouteType {
  case home
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { HomeView() }
}

@Coordinator(HomeRoute.self)
final class HomeCoordinator {
  func start() async { await startFlow(route: .home) }
  func news() async { await (parent as? ShopTabs)?.showWhatsNew() }
}

struct HomeView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("News") { Task { await (coordinator?.parent as? ShopTabs)?.showWhatsNew() } }
  }
}
