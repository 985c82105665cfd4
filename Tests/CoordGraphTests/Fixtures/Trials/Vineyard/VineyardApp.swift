import SUICoordinator
import SwiftUI

@main
struct VineyardApp: App {
  @State private var tabs = VineyardTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in Task { await tabs.open(url) } }
    }
  }
}

enum VineyardPage: TabPage, CaseIterable {
  case cellar, tastings, visit

  var position: Int {
    switch self {
    case .cellar: 0
    case .tastings: 1
    case .visit: 2
    }
  }

  var dataSource: VineyardPageLabel { VineyardPageLabel(page: self) }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .cellar: CellarCoordinator(store: .shared)
    case .tastings: TastingsCoordinator()
    case .visit: VisitCoordinator()
    }
  }
}

struct VineyardPageLabel: View {
  let page: VineyardPage
  var body: some View {
    switch page {
    case .cellar: Label("Cellar", systemImage: "wineglass")
    case .tastings: Label("Tastings", systemImage: "calendar")
    case .visit: Label("Visit", systemImage: "map")
    }
  }
}

final class VineyardTabs: TabCoordinator<VineyardPage> {
  init() {
    super.init(pages: VineyardPage.allCases, currentPage: .cellar)
  }

  func open(_ url: URL) async {
    guard url.scheme == "vineyard" else { return }
    switch url.host() {
    case "wine":
      currentPage = .cellar
      if let id = Int(url.lastPathComponent), let cellar = getCoordinatorSelected() as? CellarCoordinator {
        await cellar.showWine(id)
      }
    case "tasting":
      currentPage = .tastings
    default:
      break
    }
  }
}

/// The helpers every flow of the app shares.
class FlowCoordinator<Route: RouteType>: Coordinator<Route> {
  func back() async { await router.pop() }
  func closeSheet() async { await router.dismiss() }
  func backToStart() async { await router.popToRoot() }
}
